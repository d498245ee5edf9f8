import type { ShippingAddress } from '@careercard/shared/nfc';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';

export type AddressDraft = Omit<ShippingAddress, 'addressLine2' | 'country'> & {
  addressLine2: string;
  country: string;
};

export const emptyAddress: AddressDraft = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  country: 'Bangladesh',
};

const fields = [
  ['fullName', 'name', true],
  ['addressLine1', 'address-line1', true],
  ['addressLine2', 'address-line2', false],
  ['city', 'address-level2', true],
  ['postalCode', 'postal-code', true],
  ['country', 'country-name', false],
] as const;

/** Step 2: where the card goes. */
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
          maxLength={name === 'postalCode' ? 20 : 200}
        />
      ))}
    </div>
  );
}
