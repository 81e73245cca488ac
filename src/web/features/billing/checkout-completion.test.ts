import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCompletionDetector, type CompletionDetector } from './checkout-completion';

const PADDLE = 'https://buy.paddle.com';

let detector: CompletionDetector | null = null;

function start() {
  const onComplete = vi.fn();
  detector = createCompletionDetector({ onComplete });
  return { detector, onComplete };
}

function post(origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function addImage(attributes: Record<string, string>) {
  const image = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) image.setAttribute(name, value);
  const wrapper = document.createElement('div');
  wrapper.append(image);
  document.body.append(wrapper);
  return image;
}

afterEach(() => {
  detector?.stop();
  detector = null;
  document.body.innerHTML = '';
});

describe('completion detection (three signals, one-time guard)', () => {
  it.each(['checkout.completed', 'checkout.payment.success', 'transaction.completed'])(
    '(a) the provider event %s completes with its transaction id and customer email',
    (name) => {
      const { detector, onComplete } = start();
      detector.providerEvent({
        name,
        data: { transaction_id: 'txn_01', customer: { email: 'mila@example.com' } },
      });
      expect(onComplete).toHaveBeenCalledExactlyOnceWith({
        transactionId: 'txn_01',
        email: 'mila@example.com',
        signal: 'provider-event',
      });
    },
  );

  it('(a) other provider events (loaded, closed, payment failed) do not complete', () => {
    const { detector, onComplete } = start();
    for (const name of ['checkout.loaded', 'checkout.closed', 'checkout.payment.failed']) {
      detector.providerEvent({ name, data: { transaction_id: 'txn_01', status: 'completed' } });
    }
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("(b) a message from the provider's checkout origin with a completed event name completes", () => {
    const { onComplete } = start();
    post('https://sandbox-buy.paddle.com', {
      event_name: 'checkout.completed',
      callback_data: { transaction_id: 'txn_02' },
    });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({
      transactionId: 'txn_02',
      email: null,
      signal: 'message',
    });
  });

  it('(b) a JSON-encoded message carrying a completed status completes too', () => {
    const { onComplete } = start();
    post(
      PADDLE,
      JSON.stringify({
        name: 'checkout.closed',
        data: { status: 'completed', transaction_id: 'txn_03' },
      }),
    );
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ transactionId: 'txn_03' }));
  });

  it('(b) ignores the same message from any other origin, and provider messages that are not a success', () => {
    const { onComplete } = start();
    const completed = { name: 'checkout.completed', data: { transaction_id: 'txn_forged' } };
    post('https://evil.example', completed);
    post('https://buy.paddle.com.evil.example', completed);
    post('http://buy.paddle.com', completed);
    post(window.location.origin, completed);
    post(PADDLE, { name: 'checkout.payment.failed', data: { transaction_id: 'txn_04' } });
    post(PADDLE, 'not json');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('(c) a success image appearing in the page completes with the transaction it names', async () => {
    const { onComplete } = start();
    addImage({
      src: '/payment-success.svg',
      alt: 'Payment successful',
      'data-transaction-id': 'txn_05',
    });
    await settle();
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({
      transactionId: 'txn_05',
      email: null,
      signal: 'success-image',
    });
  });

  it('(c) other images, and a success image without a transaction, do nothing', async () => {
    const { onComplete } = start();
    addImage({ src: '/logo.svg', alt: 'Motio', 'data-transaction-id': 'txn_06' });
    addImage({ src: '/payment-success.svg', alt: '' });
    await settle();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('the first signal wins: later ones, whatever their kind or transaction, are ignored', async () => {
    const { detector, onComplete } = start();
    post(PADDLE, { name: 'checkout.completed', data: { transaction_id: 'txn_first' } });
    detector.providerEvent({ name: 'checkout.completed', data: { transaction_id: 'txn_second' } });
    addImage({ alt: 'Payment successful', 'data-transaction-id': 'txn_third' });
    post(PADDLE, { name: 'transaction.completed', data: { transaction_id: 'txn_fourth' } });
    await settle();
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ transactionId: 'txn_first', signal: 'message' }),
    );
  });

  it('after stop nothing completes', async () => {
    const { detector, onComplete } = start();
    detector.stop();
    detector.providerEvent({ name: 'checkout.completed', data: { transaction_id: 'txn_07' } });
    post(PADDLE, { name: 'checkout.completed', data: { transaction_id: 'txn_07' } });
    addImage({ alt: 'Payment successful', 'data-transaction-id': 'txn_07' });
    await settle();
    expect(onComplete).not.toHaveBeenCalled();
  });
});
