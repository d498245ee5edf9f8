import { shippingAddressSchema, type ShippingAddress } from '@careercard/shared/nfc';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';

export type AddressDraft = Omit<ShippingAddress, 'addressLine2' | 'country' | 'phone'> & {
  addressLine2: string;
  country: string;
  /** For the courier, who calls before delivering. */
  phone: string;
};

export const emptyAddress: AddressDraft = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  country: 'Bangladesh',
  phone: '',
};

/** The address as the server takes it: the phone checked and written as +8801XXXXXXXXX. */
export function checkedAddress(
  draft: AddressDraft,
): { address: ShippingAddress } | { errors: Partial<Record<keyof AddressDraft, string>> } {
  const parsed = shippingAddressSchema.safeParse({ ...draft, phone: draft.phone || undefined });
  const errors: Partial<Record<keyof AddressDraft, string>> = {};
  if (!draft.phone.trim()) errors.phone = PHONE_REQUIRED;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof AddressDraft;
    errors[field] ??= issue.message;
  }
  return parsed.success && !errors.phone ? { address: parsed.data } : { errors };
}

const fields = [
  ['fullName', 'name', true],
  ['addressLine1', 'address-line1', true],
  ['addressLine2', 'address-line2', false],
  ['city', 'address-level2', true],
  ['postalCode', 'postal-code', true],
  ['country', 'country-name', false],
  ['phone', 'tel', true],
] as const;

const PHONE_REQUIRED = 'The phone field is required.';

/** Step 2: where the card goes, and a phone for the courier. */
export function AddressForm({
  value,
  onChange,
  errors,
}: {
  value: AddressDraft;
  onChange: (address: AddressDraft) => void;
  errors: Partial<Record<keyof AddressDraft, string>>;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(([name, autoComplete, required]) => (
        <TextField
          key={name}
          className={name.startsWith('addressLine') ? 'sm:col-span-2' : undefined}
          label={t(`nfc.address.${name}`) + (required ? ' *' : '')}
          value={value[name]}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
          autoComplete={autoComplete}
          error={errors[name]}
          maxLength={name === 'postalCode' ? 20 : name === 'phone' ? 30 : 200}
          {...(name === 'phone' ? { type: 'tel', inputMode: 'tel' as const } : {})}
        />
      ))}
    </div>
  );
}
