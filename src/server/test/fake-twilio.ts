import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake Twilio received: the form body decoded into its keys. */
export interface FakeTwilioRequest {
  method: string;
  path: string;
  /** Whether its Basic credentials were the account's. */
  authorised: boolean;
  form: Record<string, string>;
}

/** Twilio's magic test numbers: one invalid, one that cannot receive texts. */
export const TWILIO_INVALID_NUMBER = '+15005550001';
export const TWILIO_NOT_MOBILE_NUMBER = '+15005550009';

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * A local stand-in for Twilio's REST API, enough for texts: `POST
 * /2010-04-01/Accounts/{sid}/Messages.json` with the account's Basic credentials answers a queued
 * message as Twilio does, or Twilio's error for its test numbers; `failNext()` makes the next
 * send answer an outage. Every request is kept for the test to read.
 */
export async function startFakeTwilio(account: { sid: string; authToken: string }) {
  const requests: FakeTwilioRequest[] = [];
  const outages: number[] = [];
  const expected = `Basic ${Buffer.from(`${account.sid}:${account.authToken}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0]!;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const authorised = request.headers.authorization === expected;
      requests.push({ method: request.method ?? 'GET', path, authorised, form });
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'twilio-request-id': sid('RQ'),
        });
        response.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) =>
        reply(status, {
          code,
          message,
          more_info: `https://www.twilio.com/docs/errors/${code}`,
          status,
        });
      if (!authorised) return error(401, 20003, 'Authenticate');
      if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${account.sid}/Messages.json`)
        return error(404, 20404, `The requested resource ${path} was not found`);
      const outage = outages.shift();
      if (outage) return error(outage, 20500, 'An internal server error has occurred');
      if (form.To === TWILIO_INVALID_NUMBER)
        return error(400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
      if (form.To === TWILIO_NOT_MOBILE_NUMBER)
        return error(400, 21614, `'To' number ${form.To} is not a valid mobile number`);
      if (!form.From && !form.MessagingServiceSid)
        return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
      const now = new Date().toUTCString();
      reply(201, {
        sid: sid('SM'),
        account_sid: account.sid,
        to: form.To,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        body: form.Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        price: null,
        price_unit: 'USD',
        uri: `/2010-04-01/Accounts/${account.sid}/Messages/x.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** For TWILIO_API_BASE. */
    base: `http://127.0.0.1:${port}`,
    requests,
    /** The sends Motio made, in order. */
    sends: () => requests.filter((request) => request.path.endsWith('/Messages.json')),
    /** The next send answers this HTTP status (Twilio's outage), once. */
    failNext(status = 503) {
      outages.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
