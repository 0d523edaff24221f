import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';
import { inputClassName } from '#app/ui/field-styles.ts';

export { inputClassName };

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
