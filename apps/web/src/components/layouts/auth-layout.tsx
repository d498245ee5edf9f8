import type { ReactNode } from 'react';
import { Brand } from '@/components/ui/brand';
import { LanguageSwitch } from '@/components/ui/language-switch';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The shared frame of the sign-in and sign-up screens: brand header and a centred card. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="flex items-center justify-between gap-3 px-4 py-5 sm:px-6">
        <Brand />
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-1.5 mb-6 text-sm text-slate-500">{subtitle}</p>
            {children}
          </div>
          <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>
        </div>
      </main>
    </div>
  );
}
