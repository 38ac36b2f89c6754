// Generated from locales/en.json by scripts/messages.mjs: do not edit.
import * as z from 'zod/mini';

export const metaMessagesSchema = z.object({
  skipToContent: z.string(),
  languageName: z.string(),
  newVersion: z.string(),
  draft: z.string(),
});
export type MetaMessages = z.infer<typeof metaMessagesSchema>;

export const navMessagesSchema = z.object({
  label: z.string(),
  home: z.string(),
  about: z.string(),
  services: z.string(),
  manifesto: z.string(),
  blog: z.string(),
  chat: z.string(),
  contacts: z.string(),
  openMenu: z.string(),
  closeMenu: z.string(),
  switchLanguage: z.string(),
  switchLanguageLabel: z.string(),
});
export type NavMessages = z.infer<typeof navMessagesSchema>;

export const themeMessagesSchema = z.object({
  label: z.string(),
  light: z.string(),
  dark: z.string(),
  system: z.string(),
});
export type ThemeMessages = z.infer<typeof themeMessagesSchema>;

export const pickerMessagesSchema = z.object({
  label: z.string(),
  placeholder: z.string(),
  noResults: z.string(),
  selected: z.string(),
  noneSelected: z.string(),
});
export type PickerMessages = z.infer<typeof pickerMessagesSchema>;

export const footerMessagesSchema = z.object({
  contacts: z.string(),
  startupNotice: z.string(),
  rights: z.string(),
});
export type FooterMessages = z.infer<typeof footerMessagesSchema>;

export const errorMessagesSchema = z.object({
  title404: z.string(),
  title500: z.string(),
  title403: z.string(),
  title401: z.string(),
  title400: z.string(),
  lead404: z.string(),
  lead500: z.string(),
  lead403: z.string(),
  lead401: z.string(),
  lead400: z.string(),
  goHome: z.string(),
});
export type ErrorMessages = z.infer<typeof errorMessagesSchema>;

export const blogMessagesSchema = z.object({
  readingTime: z.string(),
  by: z.string(),
  tagsLabel: z.string(),
  allTags: z.string(),
  pageOf: z.string(),
  previousPage: z.string(),
  nextPage: z.string(),
  paginationLabel: z.string(),
  previousArticle: z.string(),
  nextArticle: z.string(),
  latestArticles: z.string(),
  noArticles: z.string(),
  publishedOn: z.string(),
  tagPrefix: z.string(),
  moreArticles: z.string(),
});
export type BlogMessages = z.infer<typeof blogMessagesSchema>;

export const articleMessagesSchema = z.object({
  tocTitle: z.string(),
  copyLink: z.string(),
  linkCopied: z.string(),
  progressLabel: z.string(),
  anchorLabel: z.string(),
  breadcrumbLabel: z.string(),
});
export type ArticleMessages = z.infer<typeof articleMessagesSchema>;

export const ctaMessagesSchema = z.object({
  label: z.string(),
});
export type CtaMessages = z.infer<typeof ctaMessagesSchema>;

export const contactFormMessagesSchema = z.object({
  title: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  privacyBefore: z.string(),
  privacyLink: z.string(),
  privacyAfter: z.string(),
  submit: z.string(),
  sending: z.string(),
  success: z.string(),
  errorGeneric: z.string(),
  errorRequired: z.string(),
  errorEmail: z.string(),
  errorConsent: z.string(),
  errorTooLong: z.string(),
  errorSummary: z.string(),
  errorRateLimited: z.string(),
  noScript: z.string(),
});
export type ContactFormMessages = z.infer<typeof contactFormMessagesSchema>;

export const chatMessagesSchema = z.object({
  noAnswer: z.string(),
  aboutTheChat: z.string(),
  goodbye: z.string(),
  misread: z.string(),
  askAway: z.string(),
  otherLanguage: z.string(),
  contactsLink: z.string(),
  mayHelp: z.string(),
  askUs: z.string(),
  welcome: z.string(),
  logLabel: z.string(),
  inputLabel: z.string(),
  placeholder: z.string(),
  hint: z.string(),
  send: z.string(),
  stop: z.string(),
  newChat: z.string(),
  copy: z.string(),
  copied: z.string(),
  helpful: z.string(),
  notHelpful: z.string(),
  feedbackThanks: z.string(),
  sources: z.string(),
  you: z.string(),
  assistant: z.string(),
  generating: z.string(),
  complete: z.string(),
  stopped: z.string(),
  errorGeneric: z.string(),
  errorRateLimited: z.string(),
  errorTooLong: z.string(),
  retry: z.string(),
  fallbackNotice: z.string(),
  starters: z.string(),
  answerHeading: z.string(),
  citation: z.string(),
});
export type ChatMessages = z.infer<typeof chatMessagesSchema>;

export const userMenuMessagesSchema = z.object({
  label: z.string(),
  services: z.string(),
  rail: z.string(),
  logout: z.string(),
  experimental: z.string(),
  newTab: z.string(),
});
export type UserMenuMessages = z.infer<typeof userMenuMessagesSchema>;
