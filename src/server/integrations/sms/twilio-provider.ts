import type TwilioSDK from 'twilio';
import type { Config } from '../../config.js';
import { SmsRefused, type SmsProvider } from './provider.js';

/** Twilio as the SMS provider: texts through its SDK, and the signature on its webhooks. */
export interface TwilioSmsProvider extends SmsProvider {
  readonly id: 'twilio';
  /**
   * Whether a webhook came from Twilio: `signature` (the X-Twilio-Signature header) must be the
   * HMAC of `url` (as Twilio called it) and the posted `params` with TWILIO_AUTH_TOKEN.
   */
  isSignedByTwilio(
    signature: string | undefined,
    url: string,
    params: Record<string, string>,
  ): Promise<boolean>;
}

/**
 * Twilio's error codes after which the same text can never be sent: the number is invalid, not
 * a mobile, unreachable by SMS or in a country the account may not text, or its owner opted
 * out. Any other refusal (an outage, a rate limit, a wrong credential) is tried again.
 */
const permanentErrors: Record<number, string> = {
  21211: 'Not a valid phone number.',
  21214: 'This number cannot be reached.',
  21217: 'Not a valid phone number.',
  21401: 'Not a valid phone number.',
  21408: "Texts to this number's country are not enabled for the clinic's sender.",
  21421: 'Not a valid phone number.',
  21610: 'The patient replied STOP to texts from this number.',
  21612: 'This number cannot receive texts from the sender.',
  21614: 'Not a mobile number: it cannot receive texts.',
};

/** A Twilio API error: its HTTP status and Twilio's error code (the SDK's RestException). */
function twilioErrorOf(error: unknown): { status: number; code: number | undefined } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (typeof status !== 'number') return null;
  return { status, code: typeof code === 'number' ? code : undefined };
}

/**
 * What staff read when a text could not be sent: Motio's words and Twilio's code, never Twilio's
 * own message, which quotes the patient's number.
 */
export function refusalOf(error: unknown): SmsRefused {
  const twilio = twilioErrorOf(error);
  if (!twilio) return new SmsRefused('Twilio could not be reached.', false);
  const known = twilio.code === undefined ? undefined : permanentErrors[twilio.code];
  if (known) return new SmsRefused(`${known} (Twilio error ${twilio.code})`, true);
  return new SmsRefused(
    `Twilio did not take the text (HTTP ${twilio.status}${twilio.code ? `, error ${twilio.code}` : ''}).`,
    false,
  );
}

type TwilioModule = typeof TwilioSDK;
type RequestOptions<TData> = Parameters<TwilioSDK.RequestClient['request']>[0] & { data?: TData };

/**
 * The SDK with every API call sent to `base` (TWILIO_API_BASE, a fake Twilio in tests) instead of
 * Twilio's hosts, keeping path and query.
 */
function clientOf(sdk: TwilioModule, config: Config): TwilioSDK.Twilio {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_API_BASE } = config;
  const base = TWILIO_API_BASE;
  class RebasedRequestClient extends sdk.RequestClient {
    override request<TData>(opts: RequestOptions<TData>) {
      const uri = new URL(opts.uri);
      return super.request<TData>({ ...opts, uri: new URL(uri.pathname + uri.search, base).href });
    }
  }
  return sdk(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, {
    timeout: 20_000,
    ...(base ? { httpClient: new RebasedRequestClient({ timeout: 20_000 }) } : {}),
  });
}

/**
 * Twilio through its official SDK, loaded on the first text (it stays outside the server
 * bundle); nothing is called at start-up. TWILIO_FROM is a number or a Messaging Service.
 */
export function createTwilioSmsProvider(config: Config): TwilioSmsProvider {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = config;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) {
    throw new Error(
      'The Twilio provider needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
    );
  }
  let sdk: Promise<TwilioModule> | undefined;
  const loadSdk = () => (sdk ??= import('twilio').then((module) => module.default));
  let client: Promise<TwilioSDK.Twilio> | undefined;
  const sender = TWILIO_FROM.startsWith('MG')
    ? { messagingServiceSid: TWILIO_FROM }
    : { from: TWILIO_FROM };

  return {
    id: 'twilio',

    async send({ to, body, statusCallbackUrl }) {
      client ??= loadSdk().then((module) => clientOf(module, config));
      try {
        const message = await (
          await client
        ).messages.create({ to, body, statusCallback: statusCallbackUrl, ...sender });
        return { providerId: message.sid, status: 'sent' };
      } catch (error) {
        throw refusalOf(error);
      }
    },

    async isSignedByTwilio(signature, url, params) {
      if (!signature) return false;
      const { validateRequest } = await loadSdk();
      return validateRequest(TWILIO_AUTH_TOKEN, signature, url, params);
    },
  };
}
