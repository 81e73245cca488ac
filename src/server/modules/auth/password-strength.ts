import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { WEAK_PASSWORD_MESSAGE } from '../../../domain/passwords.js';
import { HttpError } from '../../http-errors.js';

/** zxcvbn score 3 of 4: "safely unguessable" for online attacks, the ASVS 6.2.4 intent. */
const MIN_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

/** Its dictionaries take a while to load: on the first password checked, not at start-up. */
const strengthChecker = () =>
  (checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  ));

export async function isStrongPassword(password: string, userInputs: string[] = []) {
  return (await strengthChecker()).check(password, userInputs).score >= MIN_SCORE;
}

/**
 * Refuses common and easily guessed passwords (ASVS 6.2.4), judged also against the person's
 * own name and email, with a message on the form field `field`.
 */
export async function assertStrongPassword(
  password: string,
  userInputs: string[],
  field = 'password',
): Promise<void> {
  // "Jovanović" should also catch "jovanovic": compare without diacritics, word by word.
  const inputs = userInputs.flatMap((input) =>
    input
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );
  if (!(await isStrongPassword(password, inputs.filter(Boolean)))) {
    throw new HttpError(400, 'WEAK_PASSWORD', 'Please choose a stronger password.', {
      [field]: WEAK_PASSWORD_MESSAGE,
    });
  }
}
