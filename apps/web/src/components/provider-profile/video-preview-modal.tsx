import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Plays an album video (an .mp4 or .webm item) in the browser's own player. */
export function VideoPreviewModal({ url, title, onClose }: { url: string | null; title: string; onClose: () => void }) {
  const { t } = useTranslation('provider');
  return (
    <Modal opened={url !== null} onClose={onClose} title={title} size="xl" centered closeButtonProps={{ 'aria-label': t('close') }}>
      {url && (
        <video src={url} controls autoPlay playsInline style={{ width: '100%', maxHeight: '70vh', borderRadius: 8, background: 'black' }}>
          {t('videoUnsupported')}
        </video>
      )}
    </Modal>
  );
}
