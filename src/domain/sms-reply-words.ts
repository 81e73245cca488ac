/**
 * What a patient's text back means. Case and surrounding spaces do not count, nor a full stop or
 * exclamation mark after the word ("Yes!").
 *
 * CANCEL cancels the visit here, although carriers and Twilio count it among the words that stop
 * all texts; the clinic's Twilio sender should leave it out of its opt-out words.
 */
export type ReplyIntent = 'confirm' | 'cancel' | 'stop' | 'start' | 'other';

const intents: Record<string, Exclude<ReplyIntent, 'other'>> = {
  c: 'confirm',
  y: 'confirm',
  yes: 'confirm',
  confirm: 'confirm',
  x: 'cancel',
  n: 'cancel',
  no: 'cancel',
  cancel: 'cancel',
  stop: 'stop',
  stopall: 'stop',
  unsubscribe: 'stop',
  end: 'stop',
  quit: 'stop',
  optout: 'stop',
  revoke: 'stop',
  start: 'start',
  unstop: 'start',
};

export function replyIntentOf(body: string): ReplyIntent {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
  return Object.hasOwn(intents, word) ? intents[word]! : 'other';
}
