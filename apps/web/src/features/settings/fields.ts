import type { SettingsArea } from '@careercard/shared/settings';

/** The fields of Application Settings, tab by tab, group by group: the form is drawn from this. */

export type FieldKind = 'text' | 'secret' | 'switch' | 'number' | 'textarea' | 'color';

export interface SettingsField {
  area: SettingsArea;
  /** Where the value sits in its area, e.g. "bulkSmsBd.apiToken". */
  path: string;
  kind: FieldKind;
}

export interface SettingsGroup {
  key: string;
  fields: SettingsField[];
}

const fields = (area: SettingsArea, list: Array<[path: string, kind: FieldKind]>) =>
  list.map(([path, kind]): SettingsField => ({ area, path, kind }));

export const settingsTabs = [
  'theme',
  'payments',
  'courier',
  'email',
  'storage',
  'security',
  'gemini',
  'logs',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The groups of the tabs made of fields; the others draw their own content. */
export const settingsGroups: Partial<Record<SettingsTab, SettingsGroup[]>> = {
  theme: [{ key: 'theme', fields: fields('theme', [['primaryColor', 'color']]) }],
  payments: [
    {
      key: 'bkash',
      fields: fields('bkash', [
        ['enabled', 'switch'],
        ['sandbox', 'switch'],
        ['appKey', 'text'],
        ['appSecret', 'secret'],
        ['username', 'text'],
        ['password', 'secret'],
      ]),
    },
    {
      key: 'nagad',
      fields: fields('nagad', [
        ['enabled', 'switch'],
        ['sandbox', 'switch'],
        ['merchantId', 'text'],
        ['merchantNumber', 'text'],
        ['privateKey', 'secret'],
        ['publicKey', 'text'],
      ]),
    },
    {
      key: 'card',
      fields: fields('card', [
        ['enabled', 'switch'],
        ['sandbox', 'switch'],
        ['storeId', 'text'],
        ['storePassword', 'secret'],
      ]),
    },
  ],
  courier: [
    {
      key: 'courier',
      fields: fields('courier', [
        ['enabled', 'switch'],
        ['apiKey', 'text'],
        ['secret', 'secret'],
        ['baseUrl', 'text'],
      ]),
    },
  ],
  email: [
    {
      key: 'smtp',
      fields: fields('smtp', [
        ['host', 'text'],
        ['port', 'number'],
        ['secure', 'switch'],
        ['username', 'text'],
        ['password', 'secret'],
        ['from', 'text'],
      ]),
    },
    { key: 'otp', fields: fields('sms', [['otpTemplate', 'textarea']]) },
    {
      key: 'bulkSmsBd',
      fields: fields('sms', [
        ['bulkSmsBd.enabled', 'switch'],
        ['bulkSmsBd.apiToken', 'secret'],
        ['bulkSmsBd.senderId', 'text'],
        ['bulkSmsBd.apiUrl', 'text'],
      ]),
    },
    {
      key: 'generic',
      fields: fields('sms', [
        ['generic.enabled', 'switch'],
        ['generic.key', 'text'],
        ['generic.secret', 'secret'],
        ['generic.senderId', 'text'],
        ['generic.apiUrl', 'text'],
      ]),
    },
  ],
  storage: [
    {
      key: 'storage',
      fields: fields('storage', [
        ['accessKeyId', 'text'],
        ['secretKey', 'secret'],
        ['region', 'text'],
        ['bucket', 'text'],
        ['endpoint', 'text'],
      ]),
    },
  ],
  security: [
    { key: 'staffSignIn', fields: fields('security', [['requireStaffTwoFactor', 'switch']]) },
  ],
};

export const editedAreas = [
  ...new Set(
    Object.values(settingsGroups).flatMap((groups) =>
      groups.flatMap((group) => group.fields.map((field) => field.area)),
    ),
  ),
];
