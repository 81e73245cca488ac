/**
 * A payment's completion is noticed three ways, and only the first one counts.
 * (a) the provider's own events, (b) messages from its checkout window, (c) a success image
 * appearing in the page. Each may fire for the same payment, in any order, so a one-time guard
 * makes sure the account is created (or the page left) once.
 */

/** (a) The provider events that mean the payment went through. */
export const COMPLETION_EVENT_NAMES: ReadonlySet<string> = new Set([
  'checkout.completed',
  'checkout.payment.success',
  'transaction.completed',
]);

/**
 * (b) Where the provider's checkout window runs: Paddle Billing's overlay (buy.paddle.com) and
 * its older checkout host, each with its sandbox. A message from anywhere else is ignored: any
 * page could post one.
 */
export const PROVIDER_CHECKOUT_ORIGINS: ReadonlySet<string> = new Set([
  'https://buy.paddle.com',
  'https://sandbox-buy.paddle.com',
  'https://checkout.paddle.com',
  'https://sandbox-checkout.paddle.com',
]);

export type CompletionSignal = 'provider-event' | 'message' | 'success-image';

export interface CheckoutCompletion {
  /** The payment the server will look up before it creates anything. */
  transactionId: string;
  /** The customer's email, when the signal carries it. */
  email: string | null;
  signal: CompletionSignal;
}

export interface CompletionDetector {
  /** Hands a provider event (Paddle's eventCallback, the local overlay) to the detector. */
  providerEvent: (event: unknown) => void;
  /** Stops listening; later signals are ignored. */
  stop: () => void;
}

interface DetectorOptions {
  onComplete: (completion: CheckoutCompletion) => void;
  /** Where messages arrive; the page's window unless a test gives another. */
  messageTarget?: Window;
  /** Where success images may appear. */
  root?: Node;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The event itself and the payloads providers nest in it ("data", "callback_data", …). */
function layersOf(event: Fields): Fields[] {
  const nested = ['data', 'callback_data', 'eventData', 'payload']
    .map((key) => event[key])
    .filter(isFields);
  return [event, ...nested];
}

function firstField(layers: Fields[], keys: readonly string[]): string | null {
  for (const layer of layers) {
    for (const key of keys) {
      const value = text(layer[key]);
      if (value) return value;
    }
  }
  return null;
}

function transactionIdOf(layers: Fields[]): string | null {
  return firstField(layers, ['transaction_id', 'transactionId']);
}

function emailOf(layers: Fields[]): string | null {
  const customers = layers.map((layer) => layer.customer).filter(isFields);
  return firstField(customers, ['email']) ?? firstField(layers, ['email']);
}

const EVENT_NAME_KEYS = ['name', 'event', 'event_name', 'eventName', 'type', 'action'] as const;
const SUCCESS_WORD = /(^|[._-])(completed|success)$/i;

/** (b) A message "carrying a completed or success event name or status". */
function saysCompleted(layers: Fields[]): boolean {
  const names = layers.flatMap((layer) => EVENT_NAME_KEYS.map((key) => text(layer[key])));
  const statuses = layers.map((layer) => text(layer.status));
  return [...names, ...statuses].some((value) => value !== null && SUCCESS_WORD.test(value));
}

function parseMessageData(data: unknown): Fields | null {
  if (isFields(data)) return data;
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isFields(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** (c) An image that says success in its alt text or its address. */
function successImageIn(node: Node): HTMLImageElement | null {
  if (!(node instanceof Element)) return null;
  const images = node instanceof HTMLImageElement ? [node] : [...node.querySelectorAll('img')];
  return (
    images.find((image) => /success/i.test(`${image.alt} ${image.getAttribute('src') ?? ''}`)) ??
    null
  );
}

/**
 * Starts watching for a completed payment. A signal that names no transaction is not acted on:
 * the server creates an account only for a payment it can look up.
 */
export function createCompletionDetector({
  onComplete,
  messageTarget = window,
  root = document.body,
}: DetectorOptions): CompletionDetector {
  let done = false;

  const complete = (signal: CompletionSignal, layers: Fields[]) => {
    if (done) return;
    const transactionId = transactionIdOf(layers);
    if (!transactionId) return;
    done = true;
    stop();
    onComplete({ transactionId, email: emailOf(layers), signal });
  };

  const providerEvent = (event: unknown) => {
    if (!isFields(event) || !COMPLETION_EVENT_NAMES.has(text(event.name) ?? '')) return;
    complete('provider-event', layersOf(event));
  };

  const onMessage = (event: MessageEvent) => {
    if (!PROVIDER_CHECKOUT_ORIGINS.has(event.origin)) return;
    const data = parseMessageData(event.data);
    if (!data) return;
    const layers = layersOf(data);
    if (saysCompleted(layers)) complete('message', layers);
  };

  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const candidates =
        mutation.type === 'childList' ? [...mutation.addedNodes] : [mutation.target];
      for (const node of candidates) {
        const image = successImageIn(node);
        if (image) complete('success-image', [{ transactionId: image.dataset.transactionId }]);
      }
    }
  });

  function stop() {
    messageTarget.removeEventListener('message', onMessage);
    observer.disconnect();
  }

  messageTarget.addEventListener('message', onMessage);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src', 'alt', 'data-transaction-id'],
  });

  return {
    providerEvent: (event) => {
      if (!done) providerEvent(event);
    },
    stop: () => {
      done = true;
      stop();
    },
  };
}
