/**
 * A courier as the NFC orders see it: book a parcel, then ask where it is. Each courier is a
 * folder beside this file: its client and its local stand-in.
 */
export interface Parcel {
  /** Our order's code, unique: the courier's invoice. */
  invoice: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX. */
  recipientPhone: string;
  recipientAddress: string;
  /** Cash the courier collects on delivery, in taka: 0 for a paid order. */
  codTaka: number;
  note?: string;
}

export interface Booking {
  consignmentId: string;
  trackingCode: string;
  /** The courier's word for the parcel's state (Steadfast's in_review …). */
  status: string;
}

/** Where a parcel is, in our words; Unknown: the courier said something we do not know. */
export type ParcelState = 'Booked' | 'InTransit' | 'Delivered' | 'Returned' | 'Unknown';

export interface Courier {
  name: 'steadfast';
  book(parcel: Parcel): Promise<Booking>;
  /** The courier's word for the parcel's state, and what it means to us. */
  track(consignmentId: string): Promise<{ status: string; state: ParcelState }>;
}

/**
 * Its message is the courier's reason (or ours) for staff to read; retryable: the courier
 * could not be reached or answered in time, and the same call may work later.
 */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}
