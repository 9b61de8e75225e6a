// Everything the checkout page knows and does, for its components to show: the cart and its
// prices, the buyer's email, name and country of residence (remembered on the device), the
// disclosure form when that country asks for it, the contacts already bought and their
// confirmation, the machine's state, and the submit. An empty cart goes to browse.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '#app/components/auth/use-session.ts';
import { useCartAvailability } from '#app/components/cart/use-cart-availability.ts';
import { usePricing } from '#app/components/cart/use-pricing.ts';
import { needsApproval } from '#app/components/checkout/approval-notice.tsx';
import { parseDisclosure } from '#app/components/checkout/disclosure-form.tsx';
import { useCheckoutActor } from '#app/components/checkout/use-checkout-actor.ts';
import { useDisclosureDraft } from '#app/components/checkout/use-disclosure-draft.ts';
import { useQuietAccountOrders } from '#app/components/purchases/use-account-orders.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCart } from '#app/local/cart.ts';
import { storeCountry, useStoredCountry } from '#app/local/checkout-draft.ts';
import { usePurchasedProfileIds } from '#app/local/purchases.ts';
import { buildCheckoutRequest, type CheckoutDraft } from '#app/machines/checkout.machine.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';
import type { Language } from '#contract/languages.ts';

export function useCheckout(lang: Language) {
  const { t } = useTranslation();
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
  const chooseCountry = (next: string) => {
    setChosenCountry(next);
    storeCountry(next).catch(() => undefined);
  };
  const approvalCountry = pricing.approvalCountries.includes(country);
  const disclosure = useDisclosureDraft();

  const emailInput = useRef<HTMLInputElement>(null);
  const countrySelect = useRef<HTMLSelectElement>(null);
  const repurchaseBox = useRef<HTMLInputElement>(null);
  const targets = useMemo(
    () => ({ email: emailInput, country: countrySelect, repurchase: repurchaseBox, disclosure: disclosure.formRef }),
    [disclosure.formRef],
  );
  const { actor, submitting, redirecting, fieldError } = useCheckoutActor(targets);

  useEffect(() => {
    if (ready && items.length === 0 && !redirecting) void navigate({ to: '/$lang/browse', params: { lang }, replace: true });
  }, [ready, items.length, redirecting, navigate, lang]);

  const blocked = unavailableIds.length > 0;
  const alreadyPurchased = items.filter((item) => purchasedIds.has(item.id));
  const approvalIds = new Set(
    items.filter((item) => needsApproval(statuses.get(item.id)?.releasePolicy, country, pricing.approvalCountries)).map((item) => item.id),
  );

  const submit = async (event: FormEvent) => {
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
    const form = approvalCountry ? disclosure.formRef.current : null;
    if (approvalCountry && !form) return; // the form is still being read back from the device
    if (form) {
      const errors = await form.validateForm();
      // counts the attempt, so the form shows its errors from now on
      await form.submitForm();
      const answers = parseDisclosure(form.values);
      // The email and the country come first, in the order of the page.
      if ((Object.keys(errors).length > 0 || !answers) && buildCheckoutRequest(draft).ok) {
        toast({
          title: t('approval.checkout.disclosureInvalidTitle'),
          description: t('approval.checkout.disclosureInvalidText'),
          variant: 'destructive',
        });
        disclosure.refused();
        return;
      }
      if (answers) draft.disclosure = answers;
    }
    actor.send({ type: 'checkout.submit', draft, online: navigator.onLine });
  };

  return {
    lang,
    ready: ready && items.length > 0,
    online,
    items,
    pricing,
    submitting,
    blocked,
    submit,
    email: {
      value: email,
      set: setEmail,
      ref: emailInput,
      error: fieldError === 'emailRequired' || fieldError === 'emailInvalid' ? fieldError : null,
    },
    name: { value: name, set: setName },
    country: {
      value: country,
      set: chooseCountry,
      ref: countrySelect,
      missing: fieldError === 'countryRequired' && !country,
      asksApproval: approvalCountry,
    },
    disclosure,
    approvalIds,
    repurchase: {
      items: alreadyPurchased,
      confirmed: repurchaseConfirmed,
      setConfirmed: setRepurchaseConfirmed,
      ref: repurchaseBox,
      missing: fieldError === 'repurchaseUnconfirmed' && !repurchaseConfirmed,
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
