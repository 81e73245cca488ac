import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake Stripe received: the form body decoded into its flat keys. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/**
 * A local stand-in for Stripe's HTTP API, enough for Checkout: `POST /v1/checkout/sessions`
 * answers a session with a `url`, and every request is kept for the test to read. Anything
 * else answers Stripe's 404 error shape.
 */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0]!;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      requests.push({
        method: request.method ?? 'GET',
        path,
        authorization: request.headers.authorization,
        form,
      });
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomUUID()}`,
        });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
        reply(200, {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
          metadata: {
            clinicId: form['metadata[clinicId]'],
            invoiceId: form['metadata[invoiceId]'],
          },
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
        return;
      }
      reply(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** For STRIPE_API_BASE. */
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
