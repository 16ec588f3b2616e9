// The currency every amount is shown in: the 'currency' setting from the display settings (EGP until they
// are read or when unset), set once after sign-in like the digits, so a details page or card shows the same
// currency as the lists.
export const DEFAULT_CURRENCY = 'EGP';

let currency = DEFAULT_CURRENCY;

export function setDisplayCurrency(code: string | undefined): void {
  currency = typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}

export function displayCurrency(): string {
  return currency;
}
