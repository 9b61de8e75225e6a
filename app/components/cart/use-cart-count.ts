// Number of items in the cart, for the header badge.
export { useCartItemCount as useCartCount } from '#app/local/cart.ts';
