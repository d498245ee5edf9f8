import type { Locale } from '@careercard/shared/locale';

/**
 * A payment gateway as the payments service sees it: start a payment, send the payer to the
 * gateway's page, then execute it when the payer comes back and query it whenever in doubt.
 * Each provider is a folder beside this file: its client and its local stand-in.
 */
export interface CreatePaymentInput {
  /** Taka, e.g. 30 or 30.5; sent to the gateway with two decimals. */
  amountTaka: number;
  /** Our unique reference for this attempt (bKash's merchantInvoiceNumber). */
  invoiceNumber: string;
  /** Shown to the payer and kept by bKash with the payment, e.g. the account id. */
  payerReference: string;
  /** Where the gateway sends the payer back, with paymentID and status in the query. */
  callbackUrl: string;
  /** The payer's language, for a checkout page that speaks it (the local sandbox's). */
  locale: Locale;
  /** The payer's IP address, which Nagad asks for. */
  payerIp?: string;
  /** Who pays, which SSLCommerz asks for. */
  payer?: { name: string; email: string };
  /** What is bought, in a few words (SSLCommerz's product name). */
  description?: string;
  /** Where the gateway tells our server itself how a payment went (SSLCommerz's IPN). */
  notifyUrl?: string;
}

export interface CreatedPayment {
  paymentId: string;
  /** The gateway's checkout page for the payer. */
  redirectUrl: string;
}

/** Initiated: created but not (yet) paid. Unknown: the gateway named a state we do not know. */
export type GatewayStatus = 'Completed' | 'Initiated' | 'Failed' | 'Cancelled' | 'Unknown';

export interface PaymentState {
  paymentId: string;
  status: GatewayStatus;
  /** The gateway's transaction id, once money has moved. */
  trxId?: string;
  amountTaka?: number;
  invoiceNumber?: string;
  /** The gateway's own word for the state when it is not a plain success, for the logs. */
  message?: string;
  /** Why a Failed payment failed, in words for the payer (insufficient balance …), when known. */
  reason?: string;
}

/** Money given back on a paid payment, in part or whole. */
export interface RefundInput {
  paymentId: string;
  /** The gateway's transaction id of the payment (bKash's trxID, SSLCommerz's bank_tran_id). */
  trxId: string;
  invoiceNumber: string;
  amountTaka: number;
  /** Staff's reason, kept by the gateway with the refund. */
  reason: string;
  /** Our id of this refund: the gateway refunds it once, however often it is asked. */
  refundId: string;
}

export interface PaymentGateway {
  name: 'bkash' | 'nagad' | 'sslcommerz';
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Takes the money of a payment the payer authorised. Throws PaymentGatewayError when the
   * gateway refuses (already executed: code 2117; not authorised: 2056 …); query() then tells
   * the real state, which is the one to trust. On a payment the gateway failed, its refusal
   * says why (insufficient balance: 2023), and moves no money.
   */
  execute(paymentId: string): Promise<PaymentState>;
  query(paymentId: string): Promise<PaymentState>;
  /**
   * For a gateway that notifies our server (SSLCommerz's IPN): whether a notice's fields carry
   * the gateway's signature. A notice is only a hint to ask the gateway; a forged one is dropped.
   */
  authentic?(fields: Record<string, string>): boolean;
  /**
   * Gives money back through the gateway; answers the gateway's id of the refund. Absent when
   * the provider's API has none (Nagad's merchant checkout): staff pay back by hand.
   */
  refund?(input: RefundInput): Promise<{ refundId: string }>;
}

/**
 * Its message is one a payer may read; the code (the gateway's error code, or NETWORK,
 * TIMEOUT, HTTP_<status>, BAD_ANSWER) and the logs say more.
 */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    /** True when the same call may succeed later (gateway down, busy, timed out). */
    readonly retryable = false,
    /**
     * True when the message says why the payer's payment fails (balance, a blocked account, a
     * wrong PIN …); false when it speaks of the call or of the payment's state (not found,
     * already executed, not confirmed).
     */
    readonly explainsFailure = false,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
