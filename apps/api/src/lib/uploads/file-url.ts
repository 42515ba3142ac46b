/**
 * THE rule for a stored file's URL in an answer: `GET /api/files/{id}` serves it to those allowed only
 * (modules/files). Every answer that names a stored file builds its URL here.
 */
export const fileUrl = (fileId: string) => `/api/files/${fileId}`;
