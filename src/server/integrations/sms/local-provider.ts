import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../clock.js';
import { SmsRefused, type SmsProvider } from './provider.js';

/**
 * Numbers the local provider treats as a real network would, so failures can be tried offline:
 * Twilio's own test numbers for an invalid number and for one that cannot receive texts.
 */
export const LOCAL_INVALID_NUMBER = '+15005550001';
export const LOCAL_UNREACHABLE_NUMBER = '+15005550009';

/** A text as the local provider keeps it: one JSON file per text in DATA_DIR/sms. */
export interface LocalSmsFile {
  id: string;
  to: string;
  body: string;
  sentAt: string;
}

export const localSmsDir = (dataDir: string) => path.join(dataDir, 'sms');

/** Writes each text to DATA_DIR/sms and reports it delivered at once. */
export function createLocalSmsProvider(dataDir: string, clock: Clock): SmsProvider {
  const dir = localSmsDir(dataDir);
  return {
    id: 'local',
    async send({ to, body }) {
      if (to === LOCAL_INVALID_NUMBER) throw new SmsRefused('Not a valid mobile number.', true);
      if (to === LOCAL_UNREACHABLE_NUMBER)
        throw new SmsRefused('This number cannot receive texts.', true);
      const sentAt = clock.now();
      const id = `LOCAL${randomUUID().replaceAll('-', '')}`;
      const file: LocalSmsFile = { id, to, body, sentAt: sentAt.toISOString() };
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${sentAt.getTime()}-${id}.json`), JSON.stringify(file));
      return { providerId: id, status: 'delivered' };
    },
  };
}
