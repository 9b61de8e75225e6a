// Number of items in the cart, for the header badge. Always 0 until the cart issue reads the
// Dexie `cart` table here with useLiveQuery.
export function useCartCount(): number {
  return 0;
}
