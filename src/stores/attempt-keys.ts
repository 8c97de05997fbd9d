/**
 * Where the open submits of the stores loaded on demand are kept. Here, apart from the stores, so
 * logout can forget them without loading the stores' code.
 */
export const WALLET_PURCHASE_ATTEMPT_KEY = 'wallet-purchase-attempt';
