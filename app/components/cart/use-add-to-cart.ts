// Adding a profile to the cart from a card or the detail page: goes through the cart machine
// (an id already there changes nothing) and shows the "Added to cart" toast naming her, or a
// message when the device refused the write (e.g. its storage is full).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#app/components/toast/toast-store.ts';
import { addToCart, type CartCandidate } from '#app/local/cart.ts';

export function useAddToCart(): (profile: CartCandidate) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (profile: CartCandidate) => {
      let added: boolean;
      try {
        added = await addToCart(profile);
      } catch {
        toast({ title: t('cart.writeFailed'), description: t('cart.writeFailedDescription'), variant: 'destructive' });
        return;
      }
      if (added) {
        toast({
          title: t('cart.added'),
          description: t('cart.addedDescription', { name: profile.firstName }),
          variant: 'success',
        });
      }
    },
    [t],
  );
}
