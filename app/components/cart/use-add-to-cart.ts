// Adding a profile to the cart from a card or the detail page: writes the Dexie cart (an id
// already there changes nothing) and shows the "Added to cart" toast naming her.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#app/components/toast/toast-store.ts';
import { addToCart, type CartCandidate } from '#app/local/cart.ts';

export function useAddToCart(): (profile: CartCandidate) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (profile: CartCandidate) => {
      if (await addToCart(profile)) {
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
