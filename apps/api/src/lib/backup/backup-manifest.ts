/** `manifest.json` of a backup folder: what it holds, so a restore can check it before it writes anything. */
export type BackupManifest = {
  format: 'khidmat-backup/1';
  createdAt: string;
  migrationLevel: number;
  tables: Array<{ name: string; columns: string[]; rows: number }>;
  files: number;
};
export const MANIFEST = 'manifest.json';
export const tableFile = (name: string) => `tables/${name}.tsv`;
