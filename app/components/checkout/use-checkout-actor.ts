// The checkout machine as the page runs it: posting the order, then following the provider's
// address. What the machine tells the page becomes toasts and focus on the field to fix; a 400
// naming questions of the disclosure form puts the server's messages on those questions. Back
// from the payment page through the browser's history, the page may come from the back/forward
// cache with the button still "redirecting": the machine is told so.
import { useActorRef, useSelector } from '@xstate/react';
import type { FormikProps } from 'formik';
import { type RefObject, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { checkoutErrorText, createCheckoutSession } from '#app/api/checkout.ts';
import { ApiError } from '#app/api/client.ts';
import type { DisclosureValues } from '#app/components/checkout/disclosure-form.tsx';
import { fieldErrorsToFormik, type Translate } from '#app/components/forms/zod-formik.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { checkoutMachine } from '#app/machines/checkout.machine.ts';
import type { CreateCheckoutSessionRequest } from '#contract/checkout.schema.ts';

/** The fields the page focuses when the machine refuses a submit. */
export interface CheckoutFocusTargets {
  email: RefObject<HTMLInputElement | null>;
  country: RefObject<HTMLSelectElement | null>;
  repurchase: RefObject<HTMLInputElement | null>;
  disclosure: RefObject<FormikProps<DisclosureValues> | null>;
}

export function useCheckoutActor(targets: CheckoutFocusTargets) {
  const { t } = useTranslation();
  const translate: Translate = useCallback((key) => t(key as never), [t]);
  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        createSession: fromPromise<string, CreateCheckoutSessionRequest>(({ input }) => createCheckoutSession(input)),
      },
      actions: { redirect: (_, url: string) => window.location.assign(url) },
    }),
  );
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.matches('redirecting'));
  const redirecting = useSelector(actor, (s) => s.matches('redirecting'));
  const fieldError = useSelector(actor, (s) => s.context.fieldError);

  useEffect(() => {
    const subscription = actor.on('notify', (notice) => {
      switch (notice.kind) {
        case 'emailRequired':
          toast({ title: t('checkout.emailRequired'), description: t('checkout.emailRequiredDescription'), variant: 'destructive' });
          targets.email.current?.focus();
          break;
        case 'emailInvalid':
          targets.email.current?.focus();
          break;
        case 'countryRequired':
          toast({ title: t('approval.checkout.countryRequired'), variant: 'destructive' });
          targets.country.current?.focus();
          break;
        case 'repurchaseUnconfirmed':
          toast({ title: t('checkout.repurchaseTitle'), description: t('checkout.repurchaseRequired'), variant: 'destructive' });
          targets.repurchase.current?.focus();
          break;
        case 'offline':
          toast({ title: t('checkout.offlineTitle'), description: t('checkout.offlineText'), variant: 'destructive' });
          break;
        case 'failed':
          showDisclosureErrors(notice.error, targets.disclosure.current, translate);
          toast({
            title: t('checkout.failed'),
            description: checkoutErrorText(notice.error) ?? t('checkout.unexpected'),
            variant: 'destructive',
          });
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, t, translate, targets]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'checkout.return' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  return { actor, submitting, redirecting, fieldError };
}

/** A 400 naming questions of the disclosure form puts the server's messages on those questions. */
function showDisclosureErrors(error: unknown, form: FormikProps<DisclosureValues> | null, t: Translate): void {
  if (!form || !(error instanceof ApiError) || error.status !== 400) return;
  const { fieldErrors } = error.body;
  if (!fieldErrors || typeof fieldErrors !== 'object') return;
  const prefix = 'buyerDisclosure.';
  const mine = Object.fromEntries(
    Object.entries(fieldErrors as Record<string, string[]>)
      .filter(([key, messages]) => key.startsWith(prefix) && Array.isArray(messages))
      .map(([key, messages]) => [key.slice(prefix.length).split('.')[0] ?? key, messages]),
  );
  if (Object.keys(mine).length > 0) form.setErrors(fieldErrorsToFormik<DisclosureValues>(mine, t));
}
