/** Shown under every new-password input: ASVS 6.2 favours length over composition rules. */
export const PASSWORD_HINT =
  'At least 8 characters. A long phrase of unrelated words is easy to remember and hard to guess.';
