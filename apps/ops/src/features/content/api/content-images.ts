import { useMutation } from '@tanstack/react-query';
import type { ContentImage, ContentImagePurpose } from '@portal/contract/operator';
import { apiRequest } from '@portal/web-kit/api-client';

/** POST /operator/content-images: a cropped image for an icon, a banner, an onboarding screen or an album. */
export function useUploadContentImage() {
  return useMutation({
    mutationFn: ({ purpose, image, fileName }: { purpose: ContentImagePurpose; image: Blob; fileName: string }) => {
      const form = new FormData();
      form.append('image', image, fileName);
      return apiRequest<ContentImage>('POST', `/operator/content-images?purpose=${purpose}`, { form });
    },
  });
}
