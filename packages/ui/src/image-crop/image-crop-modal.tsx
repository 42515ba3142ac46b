import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import Cropper from 'react-easy-crop';
import { FormModal } from '../forms/form-modal.tsx';
import { croppedFileName, exportCrop, exportMime, type CropArea } from './crop-image.ts';

export type ImageCropLabels = { title: string; zoom: string; cancel: string; confirm: string; failed: string };

type Props = {
  /** The picked file; null keeps the dialog closed. */
  file: File | null;
  onClose: () => void;
  /** Called with the cropped image; the dialog stays open while it runs (busy). */
  onCropped: (image: Blob, fileName: string) => void;
  busy?: boolean;
  labels: ImageCropLabels;
  /** Width / height of the kept part; 1 for a round avatar. */
  aspect?: number;
  round?: boolean;
  /** The longest side exported (a photo needs 1024 px; a full-width banner more). */
  maxSide?: number;
  /** Said under the picture: the shape and size it will be kept at. */
  hint?: string;
};

/** A required crop before an image is uploaded (spec §5 Crop image): drag to place, slide to zoom. */
export function ImageCropModal({ file, onClose, onCropped, busy, labels, aspect = 1, round = true, maxSide, hint }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!file) return setSrc(null);
    const url = URL.createObjectURL(file);
    setSrc(url);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setFailed(false);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onCropComplete = useCallback((_: CropArea, pixels: CropArea) => setArea(pixels), []);

  const confirm = async () => {
    if (!file || !src || !area) return;
    try {
      const mime = exportMime(file.type);
      onCropped(await exportCrop(src, area, mime, maxSide), croppedFileName(file.name, mime));
    } catch {
      setFailed(true);
    }
  };

  return (
    <FormModal opened={file !== null} onClose={busy ? () => {} : onClose} title={labels.title} size="lg">
      <Stack gap="md">
        {/* The cropper measures in screen coordinates; an RTL parent would mirror its drag. */}
        <Box pos="relative" h={{ base: 280, sm: 340 }} dir="ltr" style={{ borderRadius: 8, overflow: 'hidden', background: '#222' }}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              cropShape={round ? 'round' : 'rect'}
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
              onMediaLoaded={() => setFailed(false)}
            />
          )}
        </Box>
        <Group gap="sm" wrap="nowrap" align="center">
          <IconZoomOut size={18} aria-hidden />
          <Slider
            style={{ flex: 1 }}
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
            thumbLabel={labels.zoom}
            aria-label={labels.zoom}
            disabled={busy}
          />
          <IconZoomIn size={18} aria-hidden />
        </Group>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {failed && (
          <Text size="sm" c="red">
            {labels.failed}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {labels.cancel}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
