/** One text to send: `to` in E.164, `statusCallbackUrl` where the provider reports delivery. */
export interface SmsRequest {
  to: string;
  body: string;
  statusCallbackUrl: string;
}

/** The provider took the text: its id, and `delivered` when it already knows it arrived. */
export interface SmsAccepted {
  providerId: string;
  status: 'sent' | 'delivered';
}

/**
 * The provider refused the text. `permanent`: trying again cannot help (an invalid or
 * unreachable number), so the message fails now and falls back to email.
 */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * Where texts go: `local` (default) writes them to DATA_DIR/sms, offline; `twilio` sends them
 * through Twilio's SDK. Chosen once at start-up by SMS_PROVIDER.
 */
export interface SmsProvider {
  readonly id: 'local' | 'twilio';
  send(request: SmsRequest): Promise<SmsAccepted>;
}
