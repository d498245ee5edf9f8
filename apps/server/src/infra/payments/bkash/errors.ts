/**
 * bKash Tokenized Checkout error codes that a checkout (without agreement) can meet, with
 * bKash's own statusMessage and the sentence we show the payer instead. Codes and bKash's
 * texts follow the bKash developer portal's error code list (developer.bka.sh, "Error Codes"),
 * as mirrored by the SDKs that integrate it; agreement, mandate and refund codes are left out
 * and fall back to a generic sentence that names the code.
 */
export interface BkashErrorInfo {
  /** bKash's statusMessage / errorMessage. */
  bkash: string;
  /** What the payer reads. */
  user: string;
  /** Worth trying again later. */
  retryable?: boolean;
  /** Our set-up is wrong, not the payer's payment: the logs say so loudly. */
  setup?: boolean;
  /** Speaks of the payment's state (not found, not confirmed, already done), not of a reason. */
  state?: boolean;
}

const SETUP = 'bKash payments are not set up correctly. Please contact support.';
const ACCOUNT_BLOCKED =
  'Your bKash account cannot make this payment right now. Please contact bKash (16247).';
const TRY_AGAIN = 'bKash could not process the payment. Please try again.';
const NO_ACCOUNT = 'This number has no bKash account.';
const ALREADY_COMPLETED = 'The payment has already been completed.';

export const BKASH_ERRORS: Record<string, BkashErrorInfo> = {
  '2001': { bkash: 'Invalid App Key', user: SETUP, setup: true },
  '2002': { bkash: 'Invalid Payment ID', user: 'This bKash payment was not found.', state: true },
  '2003': { bkash: 'Process failed', user: TRY_AGAIN, retryable: true },
  '2006': { bkash: 'Invalid amount', user: 'The payment amount is not valid.' },
  '2007': { bkash: 'Invalid currency', user: 'bKash accepts payments in taka (BDT) only.' },
  '2008': { bkash: 'Invalid intent', user: SETUP, setup: true },
  '2009': { bkash: 'Invalid Wallet', user: 'This bKash account number is not valid.' },
  '2010': { bkash: 'Invalid OTP', user: 'The verification code is not valid.' },
  '2011': { bkash: 'Invalid PIN', user: 'The PIN is not valid.' },
  '2013': {
    bkash: 'Resend Limit Exceeded',
    user: 'Too many verification codes were requested. Please try again later.',
  },
  '2014': { bkash: 'Wrong PIN', user: 'Wrong PIN.' },
  '2015': {
    bkash: 'Wrong PIN count exceeded',
    user: 'A wrong PIN was entered too many times. Please try again later.',
  },
  '2016': { bkash: 'Wrong verification code', user: 'Wrong verification code.' },
  '2017': {
    bkash: 'Wrong verification limit exceeded',
    user: 'A wrong verification code was entered too many times.',
  },
  '2018': {
    bkash: 'OTP verification time expired',
    user: 'The verification code has expired. Please start the payment again.',
  },
  '2019': {
    bkash: 'PIN verification time expired',
    user: 'The time to enter your PIN ran out. Please start the payment again.',
  },
  '2020': { bkash: 'Exception Occurred', user: TRY_AGAIN, retryable: true },
  '2023': { bkash: 'Insufficient Balance', user: 'Insufficient balance in your bKash account.' },
  '2024': { bkash: 'Exception occurred', user: TRY_AGAIN, retryable: true },
  '2025': { bkash: 'Invalid request body', user: SETUP, setup: true },
  '2029': {
    bkash: 'Duplicate for all transactions',
    user: 'This looks like a duplicate payment. Please wait a few minutes before trying again.',
  },
  '2031': { bkash: 'Invalid merchant invoice number', user: SETUP, setup: true },
  '2033': {
    bkash: 'Transaction not found',
    user: 'The bKash transaction was not found.',
    state: true,
  },
  '2037': {
    bkash:
      'The account of the debit party is in a state which prohibits execution of this transaction',
    user: ACCOUNT_BLOCKED,
  },
  '2038': {
    bkash: 'Debit party identity tag prohibits execution of this transaction',
    user: ACCOUNT_BLOCKED,
  },
  '2043': {
    bkash: 'The security credential of the subscriber is incorrect.',
    user: 'Your bKash PIN was not accepted.',
  },
  '2044': {
    bkash:
      'Identity has not subscribed to a product that contains the expected service or the identity is not in Active status.',
    user: ACCOUNT_BLOCKED,
  },
  '2045': { bkash: 'The MSISDN of the customer does not exist.', user: NO_ACCOUNT },
  '2046': {
    bkash: 'Identity has not subscribed to a product that contains requested service.',
    user: ACCOUNT_BLOCKED,
  },
  '2048': { bkash: 'Invalid Payer Reference', user: SETUP, setup: true },
  '2049': { bkash: 'Invalid Merchant Callback URL', user: SETUP, setup: true },
  '2056': {
    bkash: 'Invalid Payment State',
    user: 'This payment cannot go ahead: it was not confirmed on bKash, or it was cancelled or has expired.',
    state: true,
  },
  '2057': { bkash: 'Not a bKash Account', user: NO_ACCOUNT },
  '2058': { bkash: 'Not a Customer Wallet', user: 'Please pay from a personal bKash account.' },
  '2059': {
    bkash: 'Multiple OTP request for a single session denied',
    user: 'A verification code was already sent. Please use that code.',
  },
  '2060': {
    bkash: "Payment execution pre-requisite hasn't been met",
    user: 'The payment was not confirmed on bKash yet.',
    state: true,
  },
  '2062': { bkash: 'The payment has already been completed', user: ALREADY_COMPLETED, state: true },
  '2063': { bkash: 'Mode is not valid as per request data', user: SETUP, setup: true },
  '2064': {
    bkash: 'This product mode currently unavailable',
    user: 'bKash payments are unavailable right now. Please try again later.',
    retryable: true,
  },
  '2065': { bkash: 'Mendatory field missing', user: SETUP, setup: true },
  '2068': { bkash: 'Transaction has already been completed', user: ALREADY_COMPLETED, state: true },
  '2117': {
    bkash: 'Payment execution already been called before',
    user: 'This payment was already processed.',
    state: true,
  },
  '2127': {
    bkash: 'Transaction not yet completed',
    user: 'The payment is not completed yet.',
    state: true,
  },
  '503': {
    bkash: 'System is undergoing maintenance. Please try again later',
    user: 'bKash is under maintenance. Please try again later.',
    retryable: true,
  },
  '9999': {
    bkash: 'System Error',
    user: 'bKash system error, please try again later.',
    retryable: true,
  },
};

/** The sentence for a code we do not list still names the code, for support. */
export function bkashErrorInfo(code: string): BkashErrorInfo {
  return (
    BKASH_ERRORS[code] ?? {
      bkash: 'Unknown error',
      user: `bKash could not process the payment (error ${code}). Please try again later.`,
    }
  );
}
