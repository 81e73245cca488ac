import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RegisterInput } from '../../../domain/auth.js';
import type { PlanInfo } from '../../../domain/billing.js';
import { notifySuccess } from '../../components/toasts/notify';
import { track } from '../../lib/analytics/analytics';
import { attributionProperties } from '../../lib/analytics/attribution';
import { serverMessage } from '../../lib/server-errors';
import { billingDebugQuery, checkEmailExists, fetchClientToken, registerPaidAccount } from './api';
import {
  createCompletionDetector,
  type CheckoutCompletion,
  type CompletionDetector,
} from './checkout-completion';
import {
  accountCreationFailureMessage,
  checkoutOpenFailureMessage,
  EMAIL_EXISTS_MESSAGE,
  SUCCESS_REDIRECT_DELAY_MS,
} from './checkout-messages';
import { openPaddleCheckout, usesProviderRedirects } from './paddle-checkout';
import { forgetPendingPayment, rememberPendingPayment } from './pending-payment';
import { checkoutRegisterPath } from './plan-info';

/**
 * idle: the form. paying: the local payment overlay is open. creating: the account is being
 * created after payment. created: done; /checkout/success opens shortly.
 */
export type SignUpPhase = 'idle' | 'paying' | 'creating' | 'created';

/** Why the form could not go on to payment. */
export type SignUpProblem = { kind: 'email-exists' } | { kind: 'message'; text: string };

/** Carried back to /checkout/register when the account could not be created after payment. */
export interface CheckoutRegisterState {
  accountCreationError?: string;
}

/**
 * The checkout flow from the registration form on: email check, payment overlay of the
 * server's provider, completion detection, account creation and the redirect after 2 s.
 *
 * The registration data (with its password) is held in memory only, never in browser storage:
 * after a reload it is gone and a completed payment leads back to the form with its `tid`.
 */
export function usePaidSignUp(planInfo: PlanInfo) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const heldRegistration = useRef<RegisterInput | null>(null);
  const detector = useRef<CompletionDetector | null>(null);
  const paymentCompleted = useRef(false);
  const [phase, setPhase] = useState<SignUpPhase>('idle');
  /** The last failed account creation, whose field messages go back onto the form. */
  const [accountCreationError, setAccountCreationError] = useState<unknown>(null);
  /** The local payment overlay, open for this email. */
  const [localOverlayEmail, setLocalOverlayEmail] = useState<string | null>(null);

  const fail = (problem: SignUpProblem): SignUpProblem => {
    track('registration_failed', {
      error: problem.kind === 'email-exists' ? EMAIL_EXISTS_MESSAGE : problem.text,
    });
    return problem;
  };

  async function createAccount(registration: RegisterInput, transactionId: string) {
    setPhase('creating');
    try {
      await registerPaidAccount({ ...registration, transactionId, planInfo });
      forgetPendingPayment();
      heldRegistration.current = null;
      track('registration_succeeded');
      notifySuccess('Registration successful');
      setPhase('created');
    } catch (error) {
      track('registration_failed', { error: serverMessage(error) ?? 'Unknown error' });
      setAccountCreationError(error);
      // The address below carries the payment from here on.
      forgetPendingPayment();
      heldRegistration.current = null;
      setPhase('idle');
      setLocalOverlayEmail(null);
      const state: CheckoutRegisterState = {
        accountCreationError: accountCreationFailureMessage(error),
      };
      await navigate(
        checkoutRegisterPath(planInfo, { tid: transactionId, email: registration.email }),
        {
          replace: true,
          state,
        },
      );
    }
  }

  const onCompletion = useEffectEvent((completion: CheckoutCompletion) => {
    paymentCompleted.current = true;
    const registration = heldRegistration.current;
    rememberPendingPayment({
      tid: completion.transactionId,
      email: registration?.email ?? completion.email ?? '',
    });
    if (registration) {
      void createAccount(registration, completion.transactionId);
      return;
    }
    void navigate(
      checkoutRegisterPath(planInfo, { tid: completion.transactionId, email: completion.email }),
      { replace: true },
    );
  });

  useEffect(() => {
    const watcher = createCompletionDetector({
      onComplete: (completion) => onCompletion(completion),
    });
    detector.current = watcher;
    return () => watcher.stop();
  }, []);

  useEffect(() => {
    if (phase !== 'created') return;
    const timer = setTimeout(() => {
      void navigate(`/checkout/success?${new URLSearchParams({ plan: planInfo.planName })}`);
    }, SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate, planInfo.planName]);

  /** A provider event (the local overlay's, or Paddle's) for the completion detector. */
  const providerEvent = (event: unknown) => detector.current?.providerEvent(event);

  async function openProviderCheckout(registration: RegisterInput): Promise<SignUpProblem | null> {
    const { provider, environment } = await queryClient.fetchQuery(billingDebugQuery);
    if (provider === 'local') {
      setPhase('paying');
      setLocalOverlayEmail(registration.email);
      return null;
    }
    const token = await fetchClientToken();
    const redirects = usesProviderRedirects(environment);
    await openPaddleCheckout({
      environment,
      token,
      priceId: planInfo.priceId,
      email: registration.email,
      successPath: checkoutRegisterPath(planInfo),
      onEvent: (event) => {
        providerEvent(event);
        // The cancel redirect to /checkout; Paddle.js has no cancel address of its own.
        const completed = paymentCompleted.current || event.data?.status === 'completed';
        if (event.name === 'checkout.closed' && redirects && !completed) void navigate('/checkout');
      },
    });
    return null;
  }

  /**
   * The valid form: checks the email, then creates the account at once for a payment already
   * made (`paidTransactionId`), or opens the payment overlay. Answers what stopped it, if anything.
   */
  async function submit(
    registration: RegisterInput,
    paidTransactionId: string | null,
  ): Promise<SignUpProblem | null> {
    track('registration_submitted', {
      ...attributionProperties(search),
      plan: planInfo.planType,
      interval: planInfo.interval,
    });
    try {
      if (await checkEmailExists(registration.email)) return fail({ kind: 'email-exists' });
    } catch (error) {
      return fail({ kind: 'message', text: checkoutOpenFailureMessage(error) });
    }
    if (paidTransactionId) {
      await createAccount(registration, paidTransactionId);
      return null;
    }
    heldRegistration.current = registration;
    try {
      return await openProviderCheckout(registration);
    } catch (error) {
      console.error('Failed to open checkout', error);
      return fail({ kind: 'message', text: checkoutOpenFailureMessage(error) });
    }
  }

  return {
    phase,
    submit,
    accountCreationError,
    localPayment: {
      email: localOverlayEmail,
      /** Closed before paying: the held registration stays for another try. */
      close: () => {
        if (phase !== 'paying') return;
        setLocalOverlayEmail(null);
        setPhase('idle');
      },
      /** The overlay's payment went through: a provider event like Paddle's own. */
      paid: (transactionId: string) =>
        providerEvent({
          name: 'checkout.completed',
          data: { transaction_id: transactionId, customer: { email: localOverlayEmail } },
        }),
    },
  };
}
