/**
 * Words people use for a file of a kind instead of its name ("the photo from April", "the
 * recording of the meeting"). They are indexed in a media file's title column, where nothing
 * in its text would say them. Text documents get none: "document" is in every question about one
 * and would only add a word that all of them match.
 */
const KIND_WORDS: Array<[RegExp, string]> = [
  [/\.(?:png|jpe?g|gif|webp|heic|heif|tiff?|bmp)$/i, 'photo picture image'],
  [/\.(?:mp3|wav|m4a|aac|flac|ogg|opus)$/i, 'audio recording'],
  [/\.(?:mp4|mov|m4v|avi|mkv|webm)$/i, 'video recording'],
  [/\.(?:xlsx|xls|ods|csv)$/i, 'spreadsheet'],
  [/\.(?:pptx?|odp|key)$/i, 'slides presentation'],
];

/** The kind words of a file name ('' for a text document). */
export function kindWords(name: string): string {
  return KIND_WORDS.find(([re]) => re.test(name))?.[1] ?? '';
}

/** Bumped whenever kindWords or titleFor change what the title column holds (existing indexes are rebuilt). */
export const TITLE_VERSION = '2';
