import { useMemo } from 'react';
import { Box, Paper, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sanitizeBrief } from '../../../lib/sanitize-brief.ts';

/** The customer's brief (spec §2.8): the rich text, cleaned, or else the plain description. */
export function BriefBox({ formatted, description }: { formatted: string | null; description: string }) {
  const { t } = useTranslation('orders');
  const html = useMemo(() => (formatted ? sanitizeBrief(formatted) : ''), [formatted]);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t('track.brief')}
        </Title>
        {html.trim() ? (
          <TypographyStylesProvider p={0}>
            <Box dir="auto" dangerouslySetInnerHTML={{ __html: html }} style={{ overflowWrap: 'anywhere' }} />
          </TypographyStylesProvider>
        ) : (
          <Text dir="auto" ta="start" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
