/**
 * A rich text is blank when it has no visible text once its tags are gone (an empty editor sends
 * "<p></p>"): such an issue description is refused with "Please input issue description".
 */
export const isBlankRichText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim().length === 0;
