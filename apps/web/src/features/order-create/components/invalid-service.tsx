import { Button, Container, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A details page opened without a valid categoryId and subcategoryId: the way back to the picker. */
export function InvalidService({ pickerPath }: { pickerPath: string }) {
  const { t } = useTranslation('order-create');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden>
            <IconCategory size={34} />
          </ThemeIcon>
          <Text fw={600} fz="lg">
            {t('invalidService.title')}
          </Text>
          <Text c="dimmed">{t('invalidService.body')}</Text>
          <Button component={Link} to={pickerPath}>
            {t('invalidService.action')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
