import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Group, Input, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { descriptionCounter, type RichTextValue } from './rich-text-value.ts';

// Tiptap and ProseMirror are heavy; the page that holds the editor loads them only when it shows one.
const Impl = lazy(() => import('./rich-text-editor-impl.tsx'));

export type RichTextFieldProps = {
  value: RichTextValue;
  onChange: (value: RichTextValue) => void;
  onBlur?: () => void;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The plain text's limit (noOfCharactersPerText); the counter turns red past it. */
  maxLength: number;
  required?: boolean;
  disabled?: boolean;
};

/** A rich-text field with a label, a character counter and an error, shared by orders and RFP tasks. */
export function RichTextField({ value, onChange, onBlur, label, description, error, maxLength, required, disabled }: RichTextFieldProps) {
  const { t, i18n } = useTranslation('orders-shared');
  const id = useId();
  const counter = descriptionCounter(value.text, maxLength);
  const nf = new Intl.NumberFormat(i18n.language);

  return (
    <Input.Wrapper
      label={<span id={`${id}-label`}>{label}</span>}
      description={description}
      error={error}
      required={required}
      errorProps={{ id: `${id}-error` }}
    >
      <div style={{ marginTop: 6 }}>
        <Suspense fallback={<Skeleton h={190} radius="sm" aria-label={t('editor.loading')} />}>
          <Impl
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            disabled={disabled}
            invalid={Boolean(error)}
            labelId={`${id}-label`}
            describedBy={`${id}-counter${error ? ` ${id}-error` : ''}`}
          />
        </Suspense>
      </div>
      <Group justify="flex-end" mt={4}>
        <Text id={`${id}-counter`} size="xs" c={counter.over ? 'red.7' : 'dimmed'} aria-live="polite">
          {t('editor.counter', { used: nf.format(counter.count), max: nf.format(counter.max) })}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
