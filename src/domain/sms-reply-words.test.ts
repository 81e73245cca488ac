import { describe, expect, it } from 'vitest';
import { replyIntentOf } from './sms-reply-words.js';

describe('replyIntentOf', () => {
  it.each([
    ['C', 'confirm'],
    [' yes ', 'confirm'],
    ['Yes!', 'confirm'],
    ['y', 'confirm'],
    ['CONFIRM', 'confirm'],
    ['x', 'cancel'],
    ['No.', 'cancel'],
    ['n', 'cancel'],
    ['Cancel', 'cancel'],
    ['STOP', 'stop'],
    ['stopall', 'stop'],
    ['Unsubscribe', 'stop'],
    ['end', 'stop'],
    ['QUIT', 'stop'],
    ['start', 'start'],
    ['UNSTOP', 'start'],
  ] as const)('reads %j as %s', (body, intent) => {
    expect(replyIntentOf(body)).toBe(intent);
  });

  it.each(['Yes please', 'Can I come at 10?', 'c c', '', 'constructor', 'no thanks'])(
    'leaves %j to the staff',
    (body) => {
      expect(replyIntentOf(body)).toBe('other');
    },
  );
});
