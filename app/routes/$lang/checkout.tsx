// Checkout: the order summary, the email (required) and optional
// full name, the notice that payment happens on the provider's secure card page, the trust
// badges, and the checkout machine posting the order and redirecting there. An empty cart goes
// to browse; offline, or with a profile that is no longer available, checkout waits. Contacts
// the buyer already bought are listed, and checkout goes on only once buying them again is confirmed.
// The buyer's country of residence is required (remembered on the device); a country of the
// setting approve_each_buyer_countries adds the disclosure form, whose draft is kept on the device
// until an order is paid. Contacts she must approve say so before paying.
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormikProps } from 'formik';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { checkoutErrorText, createCheckoutSession } from '#app/api/checkout.ts';
import { ApiError } from '#app/api/client.ts';
import { useSession } from '#app/components/auth/use-session.ts';
import { OrderSummary } from '#app/components/cart/order-summary.tsx';
import { useCartAvailability } from '#app/components/cart/use-cart-availability.ts';
import { usePricing } from '#app/components/cart/use-pricing.ts';
import { ApprovalNotice, needsApproval } from '#app/components/checkout/approval-notice.tsx';
import { CountrySelect } from '#app/components/checkout/country-select.tsx';
import { DisclosureForm, type DisclosureValues, disclosureValuesFrom, parseDisclosure } from '#app/components/checkout/disclosure-form.tsx';
import { TrustBadges } from '#app/components/checkout/trust-badges.tsx';
import { fieldErrorsToFormik, type Translate } from '#app/components/forms/zod-formik.ts';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { useQuietAccountOrders } from '#app/components/purchases/use-account-orders.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCart } from '#app/local/cart.ts';
import { readDisclosureDraft, storeCountry, storeDisclosureDraft, useStoredCountry } from '#app/local/checkout-draft.ts';
import { usePurchasedProfileIds } from '#app/local/purchases.ts';
import { buildCheckoutRequest, type CheckoutDraft, checkoutMachine } from '#app/machines/checkout.machine.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';
import type { CreateCheckoutSessionRequest } from '#contract/checkout.schema.ts';

export const Route = createFileRoute('/$lang/checkout')({
  component: CheckoutPage,
  staticData: { noindex: true },
});

const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-rose-600 focus:outline-none focus:ring-2 focus:ring-rose-600/30 aria-[invalid=true]:border-red-600';

function CheckoutPage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const { items, ready } = useCart();
  const { unavailableIds, statuses } = useCartAvailability(items);
  const pricing = usePricing();
  const session = useSession();
  const userId = session.status === 'user' && session.user ? session.user.id : null;
  useQuietAccountOrders(userId);
  const purchasedIds = usePurchasedProfileIds(userId);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [repurchaseConfirmed, setRepurchaseConfirmed] = useState(false);
  const storedCountry = useStoredCountry();
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  const country = chosenCountry ?? storedCountry ?? '';
  const approvalCountry = pricing.approvalCountries.includes(country);
  const disclosureForm = useRef<FormikProps<DisclosureValues>>(null);
  // The draft as stored (null until read), then as typed: a form shown again starts from it.
  const [disclosureDraft, setDisclosureDraft] = useState<DisclosureValues | null>(null);
  const latestDisclosure = useRef<DisclosureValues | null>(null);
  const countrySelect = useRef<HTMLSelectElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const repurchaseBox = useRef<HTMLInputElement>(null);
  const ids = {
    email: useId(),
    emailHint: useId(),
    emailError: useId(),
    name: useId(),
    nameHint: useId(),
    notice: useId(),
    repurchase: useId(),
    repurchaseError: useId(),
    approval: useId(),
  };
  usePageTitle(t('checkout.title'));
  useNoIndex();
  const translate: Translate = useCallback((key) => t(key as never), [t]);

  useEffect(() => {
    let cancelled = false;
    readDisclosureDraft()
      .catch(() => null)
      .then((stored) => {
        if (!cancelled) setDisclosureDraft(disclosureValuesFrom(stored));
      });
    return () => {
      cancelled = true;
    };
  }, []);
  // After a refused attempt, once its errors are on screen: the first question to fix gets the focus.
  const [disclosureAttempt, setDisclosureAttempt] = useState(0);
  useEffect(() => {
    if (disclosureAttempt > 0) document.querySelector<HTMLElement>('[data-testid="disclosure-form"] [aria-invalid="true"]')?.focus();
  }, [disclosureAttempt]);
  const keepDisclosure = useCallback((values: DisclosureValues) => {
    latestDisclosure.current = values;
    // A full disk only costs the draft; the form keeps its values.
    storeDisclosureDraft(values).catch(() => undefined);
  }, []);
  const chooseCountry = (next: string) => {
    setChosenCountry(next);
    storeCountry(next).catch(() => undefined);
  };

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
          emailInput.current?.focus();
          break;
        case 'emailInvalid':
          emailInput.current?.focus();
          break;
        case 'countryRequired':
          toast({ title: t('approval.checkout.countryRequired'), variant: 'destructive' });
          countrySelect.current?.focus();
          break;
        case 'repurchaseUnconfirmed':
          toast({ title: t('checkout.repurchaseTitle'), description: t('checkout.repurchaseRequired'), variant: 'destructive' });
          repurchaseBox.current?.focus();
          break;
        case 'offline':
          toast({ title: t('checkout.offlineTitle'), description: t('checkout.offlineText'), variant: 'destructive' });
          break;
        case 'failed':
          showDisclosureErrors(notice.error, disclosureForm.current, translate);
          toast({
            title: t('checkout.failed'),
            description: checkoutErrorText(notice.error) ?? t('checkout.unexpected'),
            variant: 'destructive',
          });
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, t, translate]);

  // Back from the payment page through the browser's history: the page may come from the
  // back/forward cache with the button still "redirecting".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'checkout.return' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  useEffect(() => {
    if (ready && items.length === 0 && !redirecting) void navigate({ to: '/$lang/browse', params: { lang }, replace: true });
  }, [ready, items.length, redirecting, navigate, lang]);

  if (!ready || items.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" role="status">
        <p className="text-stone-700">{t('cart.loading')}</p>
      </div>
    );
  }

  const blocked = unavailableIds.length > 0;
  const alreadyPurchased = items.filter((item) => purchasedIds.has(item.id));
  const approvalIds = new Set(
    items.filter((item) => needsApproval(statuses.get(item.id)?.releasePolicy, country, pricing.approvalCountries)).map((item) => item.id),
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const draft: CheckoutDraft = {
      email,
      name,
      country,
      items,
      pricing,
      language: lang,
      alreadyPurchasedIds: alreadyPurchased.map((item) => item.id),
      repurchaseConfirmed,
    };
    const form = approvalCountry ? disclosureForm.current : null;
    if (approvalCountry && !form) return; // the form is still being read back from the device
    if (form) {
      const errors = await form.validateForm();
      // counts the attempt, so the form shows its errors from now on
      await form.submitForm();
      const disclosure = parseDisclosure(form.values);
      // The email and the country come first, in the order of the page.
      if ((Object.keys(errors).length > 0 || !disclosure) && buildCheckoutRequest(draft).ok) {
        toast({
          title: t('approval.checkout.disclosureInvalidTitle'),
          description: t('approval.checkout.disclosureInvalidText'),
          variant: 'destructive',
        });
        setDisclosureAttempt((n) => n + 1);
        return;
      }
      if (disclosure) draft.disclosure = disclosure;
    }
    actor.send({ type: 'checkout.submit', draft, online: navigator.onLine });
  };
  const repurchaseMissing = fieldError === 'repurchaseUnconfirmed' && !repurchaseConfirmed;
  const emailErrorText =
    fieldError === 'emailRequired'
      ? t('checkout.emailRequiredDescription')
      : fieldError === 'emailInvalid'
        ? t('checkout.emailInvalid')
        : null;
  const countryError = fieldError === 'countryRequired' && !country ? t('approval.checkout.countryRequired') : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('checkout.title')}</h1>
      <p className="mt-2 text-stone-700">{t('checkout.intro')}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-5">
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="checkout-details-title" className="lg:col-span-3">
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 id="checkout-details-title" className="text-lg font-semibold text-stone-900">
              {t('checkout.detailsTitle')}
            </h2>
            <div className="mt-5">
              <label htmlFor={ids.email} className="block text-sm font-medium text-stone-900">
                {t('checkout.email')}{' '}
                <span aria-hidden="true" className="text-rose-700">
                  *
                </span>
              </label>
              <input
                ref={emailInput}
                id={ids.email}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                disabled={submitting}
                aria-invalid={emailErrorText ? true : undefined}
                aria-describedby={emailErrorText ? `${ids.emailError} ${ids.emailHint}` : ids.emailHint}
                className={inputClass}
              />
              {emailErrorText ? (
                <p id={ids.emailError} className="mt-1 text-sm font-medium text-red-700" data-testid="email-error">
                  {emailErrorText}
                </p>
              ) : null}
              <p id={ids.emailHint} className="mt-1 text-sm text-stone-600">
                {t('checkout.emailHint')}
              </p>
            </div>
            <div className="mt-5">
              <label htmlFor={ids.name} className="block text-sm font-medium text-stone-900">
                {t('checkout.name')} <span className="font-normal text-stone-600">({t('checkout.optional')})</span>
              </label>
              <input
                id={ids.name}
                name="name"
                type="text"
                autoComplete="name"
                maxLength={200}
                value={name}
                onChange={(event) => setName(event.target.value)}
                disabled={submitting}
                aria-describedby={ids.nameHint}
                className={inputClass}
              />
              <p id={ids.nameHint} className="mt-1 text-sm text-stone-600">
                {t('checkout.nameHint')}
              </p>
            </div>
            <CountrySelect
              value={country}
              onChange={chooseCountry}
              language={lang}
              error={countryError}
              disabled={submitting}
              selectRef={countrySelect}
            />

            {approvalIds.size > 0 ? (
              <section
                aria-labelledby={ids.approval}
                className="mt-6 rounded-lg bg-sky-50 p-4 text-sm text-sky-950"
                data-testid="checkout-approval"
              >
                <h3 id={ids.approval} className="font-semibold">
                  {t('approval.checkout.approvalTitle')}
                </h3>
                {approvalCountry ? (
                  <p className="mt-1">
                    {t('approval.checkout.approvalAll', {
                      country: new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country,
                    })}
                  </p>
                ) : null}
                <p className="mt-1">{t('approval.checkout.approvalHow')}</p>
                <ApprovalNotice hours={pricing.approvalDeadlineHours} className="mt-2 font-medium" />
              </section>
            ) : null}

            {approvalCountry && disclosureDraft ? (
              <>
                <DisclosureForm
                  formRef={disclosureForm}
                  initialValues={latestDisclosure.current ?? disclosureDraft}
                  onValuesChange={keepDisclosure}
                  disabled={submitting}
                />
                <p className="mt-2 text-xs text-stone-600">{t('approval.checkout.draftSaved')}</p>
              </>
            ) : null}

            <p id={ids.notice} className="mt-6 rounded-lg bg-sky-50 p-4 text-sm text-sky-950" data-testid="redirect-notice">
              {t('checkout.redirectNotice')}
            </p>

            {online ? null : (
              <div role="status" className="mt-4 rounded-lg bg-stone-100 p-4 text-sm text-stone-800" data-testid="checkout-offline">
                <p className="font-semibold">{t('checkout.offlineTitle')}</p>
                <p className="mt-1">{t('checkout.offlineText')}</p>
              </div>
            )}
            {blocked ? (
              <div role="alert" className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900" data-testid="checkout-blocked">
                <p>{t('checkout.unavailableText')}</p>
                <Link to="/$lang/cart" params={{ lang }} className="mt-2 inline-block font-semibold underline">
                  {t('checkout.backToCart')}
                </Link>
              </div>
            ) : null}

            {alreadyPurchased.length > 0 ? (
              <section
                aria-labelledby={ids.repurchase}
                className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
                data-testid="checkout-repurchase"
              >
                <h3 id={ids.repurchase} className="font-semibold">
                  {t('checkout.repurchaseTitle')}
                </h3>
                <p className="mt-1">{t('checkout.repurchaseText', { count: alreadyPurchased.length })}</p>
                <ul className="mt-2 list-disc pl-5">
                  {alreadyPurchased.map((item) => (
                    <li key={item.id}>{item.name}</li>
                  ))}
                </ul>
                <label className="mt-3 flex items-start gap-2 font-medium">
                  <input
                    ref={repurchaseBox}
                    type="checkbox"
                    checked={repurchaseConfirmed}
                    onChange={(event) => setRepurchaseConfirmed(event.target.checked)}
                    disabled={submitting}
                    aria-invalid={repurchaseMissing ? true : undefined}
                    aria-describedby={repurchaseMissing ? ids.repurchaseError : undefined}
                    className="mt-0.5 size-4 accent-rose-700"
                  />
                  <span>{t('checkout.repurchaseConfirm', { count: alreadyPurchased.length })}</span>
                </label>
                {repurchaseMissing ? (
                  <p id={ids.repurchaseError} className="mt-1 font-medium text-red-700">
                    {t('checkout.repurchaseRequired')}
                  </p>
                ) : null}
                <Link to="/$lang/cart" params={{ lang }} className="mt-2 inline-block font-semibold underline">
                  {t('checkout.backToCart')}
                </Link>
              </section>
            ) : null}

            <button
              type="submit"
              disabled={submitting || !online || blocked}
              aria-describedby={ids.notice}
              data-testid="checkout-submit"
              className="btn-primary mt-6 w-full px-5 py-3 text-base"
            >
              {submitting ? t('checkout.submitting') : t('checkout.submit')}
            </button>
            <p className="mt-3 text-center text-xs text-stone-600">{t('checkout.finalNote')}</p>
          </section>
          <TrustBadges />
        </form>

        <div className="lg:col-span-2">
          <OrderSummary items={items} pricing={pricing}>
            <Link to="/$lang/cart" params={{ lang }} className="btn-secondary w-full px-5 py-2.5">
              {t('checkout.backToCart')}
            </Link>
          </OrderSummary>
          <ul className="mt-4 grid gap-2 text-sm text-stone-700" aria-label={t('cart.itemsLabel')}>
            {items.map((item) => (
              <li key={item.id} data-profile-id={item.id}>
                <div className="flex justify-between gap-4">
                  <span>{item.name}</span>
                  <span className="text-stone-500">{item.location}</span>
                </div>
                {approvalIds.has(item.id) ? <ApprovalNotice hours={pricing.approvalDeadlineHours} className="mt-0.5 text-xs" /> : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
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
