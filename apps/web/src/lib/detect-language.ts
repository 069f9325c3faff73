/** Where the browser keeps the visitor's chosen language (SHELL-LANGUAGE, in @lancer/api/rules/visitor-language). */
export const LANGUAGE_STORAGE_KEY = 'language';
