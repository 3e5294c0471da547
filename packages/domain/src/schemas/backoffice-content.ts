import * as z from 'zod/mini';
import { parseTransportDate } from '../format/dates';
import { type FormIssue, bodyFormSchema, bodyIssuesOnFields, formSchema } from './form';
import { INTEGER_MAX } from './limits';
import { couponSchema, dynamicElementSchema, dynamicRouteSchema } from './settings';

/** The languages the retailer's content is translated into. */
export const contentLanguages = ['es', 'ca', 'en'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/**
 * A content's texts in other languages than the one it is written in, `{ ca: { html_block } }`; a
 * language or text left out (or empty) is served as written.
 */
export const byContentLanguage = <Texts extends z.ZodMiniType>(texts: Texts) =>
  z.strictObject({ es: z.optional(texts), ca: z.optional(texts), en: z.optional(texts) });

export const translatedText = (max: number) =>
  z.optional(z.string().check(z.maxLength(max, 'too_long')));

/** The largest HTML a block or an HTML banner holds, in each language. */
export const CONTENT_HTML_MAX = 100_000;

/** A block's width or height as the customers' pages apply it: `300`, `300px`, `50%`, `20rem`. */
const blockSizeSchema = z.nullable(
  z
    .string()
    .check(
      z.maxLength(20, 'too_long'),
      z.regex(/^(?:\d+(?:\.\d+)?(?:px|%|em|rem|vh|vw)?)?$/, 'invalid_value'),
    ),
);

/** A server HTML block as the back office adds and changes it (spec 1 point 3): the web sanitises it. */
export const dynamicElementBodySchema = z.strictObject({
  name: z.string().check(z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
  group_name: z.nullable(z.string().check(z.maxLength(100, 'too_long'))),
  html_block: z.string().check(z.maxLength(CONTENT_HTML_MAX, 'too_long')),
  page_id: z.optional(
    z.nullable(z.int().check(z.positive(), z.maximum(INTEGER_MAX, 'invalid_value'))),
  ),
  priority: z._default(
    z
      .int()
      .check(z.minimum(-INTEGER_MAX, 'invalid_value'), z.maximum(INTEGER_MAX, 'invalid_value')),
    0,
  ),
  /** Left out: none on a new block, unchanged on a changed one. */
  block_height: z.optional(blockSizeSchema),
  block_width: z.optional(blockSizeSchema),
  /** Left out: none on a new block, unchanged on a changed one; given, it replaces them all. */
  translations: z.optional(
    byContentLanguage(z.strictObject({ html_block: translatedText(CONTENT_HTML_MAX) })),
  ),
});

/**
 * A dynamic page's address, the `{routePath}` of `/d/{routePath}/{pageId}` (spec 1 point 2): one
 * segment of lowercase letters, digits and inner hyphens (as the seed's `autoconsumo`), which reads
 * the same in every language and needs no escaping.
 */
export const dynamicPageRoutePathSchema = z
  .string()
  .check(
    z.minLength(1, 'required'),
    z.maxLength(100, 'too_long'),
    z.regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'invalid_value'),
  );

/** A dynamic page as the back office adds and changes it: its address and its menu entry. */
export const dynamicPageBodySchema = z.strictObject({
  route_path: dynamicPageRoutePathSchema,
  btn_title: z.string().check(z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
  btn_description: z.string().check(z.maxLength(500, 'too_long')),
  /** Left out: none on a new page, unchanged on a changed one; given, it replaces them all. */
  translations: z.optional(
    byContentLanguage(
      z.strictObject({ btn_title: translatedText(200), btn_description: translatedText(500) }),
    ),
  ),
});
export type DynamicPageBody = z.infer<typeof dynamicPageBodySchema>;

export const dynamicPageIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'invalid_value')),
});

export const dynamicElementIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'invalid_value')),
});

export const createdIdSchema = z.object({ id: z.int() });

type DynamicElementBody = z.infer<typeof dynamicElementBodySchema>;

/*
 * The back office's content calls (issue 27 point 2): the dynamic pages and their blocks, the
 * banners (spec 1 point 3, "Banner") and the coupons (spec 3 point 3, "Coupons") as an admin lists,
 * adds, changes and removes them. The customers' calls serve them as before.
 */

/** Texts by language as a form holds them: every language, an empty text for one not given. */
export type TypedTranslations<Key extends string> = Record<ContentLanguage, Record<Key, string>>;
type Translations<Key extends string> = Partial<
  Record<ContentLanguage, Partial<Record<Key, string | undefined>>>
>;

/**
 * The texts given in some language, each blank one left out (and a language left with none): the
 * customers' calls serve a text missing in a language as written, where a blank one would be shown
 * blank.
 */
export function filledTranslations<Key extends string>(
  translations: Translations<Key> | undefined,
): Partial<Record<ContentLanguage, Partial<Record<Key, string>>>> {
  const filled: Partial<Record<ContentLanguage, Partial<Record<Key, string>>>> = {};
  for (const language of contentLanguages) {
    const texts = Object.entries(translations?.[language] ?? {}).filter(
      (entry): entry is [Key, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    );
    if (texts.length > 0) filled[language] = Object.fromEntries(texts) as Record<Key, string>;
  }
  return filled;
}

/** A form's texts by language from the stored ones. */
export function typedTranslations<Key extends string>(
  stored: StoredTranslations,
  keys: readonly Key[],
): TypedTranslations<Key> {
  const language = (each: ContentLanguage) =>
    Object.fromEntries(keys.map((key) => [key, stored[each]?.[key] ?? ''])) as Record<Key, string>;
  return { es: language('es'), ca: language('ca'), en: language('en') };
}

/** The form's shape of texts by language. */
function typedTranslationsSchema<Key extends string>(
  keys: readonly Key[],
): z.ZodMiniType<TypedTranslations<Key>, TypedTranslations<Key>> {
  const texts = z.object(Object.fromEntries(keys.map((key) => [key, z.string()])));
  // A record of the given keys: zod types an object built from a list as one of any keys.
  return z.object({ es: texts, ca: texts, en: texts }) as unknown as z.ZodMiniType<
    TypedTranslations<Key>,
    TypedTranslations<Key>
  >;
}

/** The texts typed in each language, trimmed. */
function trimmedTranslations<Key extends string>(typed: TypedTranslations<Key>) {
  const trimmed = (texts: Record<Key, string>) =>
    Object.fromEntries(
      Object.entries<string>(texts).map(([key, text]) => [key, text.trim()]),
    ) as Record<Key, string>;
  return filledTranslations<Key>({
    es: trimmed(typed.es),
    ca: trimmed(typed.ca),
    en: trimmed(typed.en),
  });
}

/** The dotted names of a form's texts by language, `translations.ca.html_block`. */
const translationFields = <Key extends string>(keys: readonly Key[]) =>
  contentLanguages.flatMap((language) =>
    keys.map((key) => `translations.${language}.${key}` as const),
  );

/** A content's stored texts in other languages, `{ ca: { html_block: '…' } }`. */
const storedTranslationsSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type StoredTranslations = z.infer<typeof storedTranslationsSchema>;

/** Every dynamic page and every block, of a page or of a group (the login screen's), as written. */
export const backofficeDynamicContentSchema = z.object({
  pages: z.array(z.object({ ...dynamicRouteSchema.shape, translations: storedTranslationsSchema })),
  elements: z.array(
    z.object({ ...dynamicElementSchema.shape, translations: storedTranslationsSchema }),
  ),
});
export type BackofficeDynamicContent = z.infer<typeof backofficeDynamicContentSchema>;
export type BackofficeDynamicPage = BackofficeDynamicContent['pages'][number];
export type BackofficeDynamicElement = BackofficeDynamicContent['elements'][number];

/** The largest base64 image a banner holds: some 1.5 MB of image. */
export const BANNER_IMAGE_MAX = 2_000_000;

export const bannerImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const bannerCodeSchema = z
  .string()
  .check(
    z.minLength(1, 'required'),
    z.maxLength(100, 'too_long'),
    z.regex(/^[A-Za-z0-9_-]*$/, 'invalid_value'),
  );

/**
 * A banner as the back office writes it: HTML (sanitised where it is shown, as every server block)
 * or a base64 image of a type the portal shows.
 */
export const bannerBodySchema = z
  .strictObject({
    code: bannerCodeSchema,
    type: z.enum(['image', 'html'], 'invalid_value'),
    content: z
      .string()
      .check(z.minLength(1, 'required'), z.maxLength(BANNER_IMAGE_MAX, 'too_long')),
    mime_type: z.nullable(z.enum(bannerImageTypes, 'invalid_value')),
    /**
     * An HTML banner's texts in other languages. Left out: unchanged; given, it replaces them all.
     * An image banner has none.
     */
    translations: z.optional(
      byContentLanguage(z.strictObject({ content: translatedText(CONTENT_HTML_MAX) })),
    ),
  })
  .check(
    z.superRefine((banner, context) => {
      const fail = (path: 'content' | 'mime_type' | 'translations', message: string) =>
        context.issues.push({ code: 'custom', path: [path], message, input: banner[path] });
      if (banner.type === 'html') {
        if (banner.content.length > CONTENT_HTML_MAX) fail('content', 'too_long');
        if (banner.mime_type !== null) fail('mime_type', 'invalid_value');
        return;
      }
      if (banner.mime_type === null) fail('mime_type', 'required');
      if (Object.keys(banner.translations ?? {}).length > 0) fail('translations', 'invalid_value');
      if (!/^[A-Za-z0-9+/\s]+={0,2}\s*$/.test(banner.content)) fail('content', 'invalid_value');
    }),
  );
export type BannerBody = z.infer<typeof bannerBodySchema>;

export const bannerCodeParamsSchema = z.object({ code: bannerCodeSchema });

export const backofficeBannerListSchema = z.array(
  z.object({
    code: z.string(),
    type: z.enum(['image', 'html']),
    content: z.string(),
    mime_type: z.nullable(z.string()),
    translations: storedTranslationsSchema,
  }),
);
export type BackofficeBanner = z.infer<typeof backofficeBannerListSchema>[number];

const optionalText = (max: number) => z.nullable(z.string().check(z.maxLength(max, 'too_long')));

const isDay = (value: string) => parseTransportDate(value) !== null;
/** An http(s) address with a host, no spaces. */
const isAbsoluteWebUrl = (value: string) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);
/** A path of the portal: one leading slash, never `//` (another host). */
const isPortalPath = (value: string) => /^\/(?![/\\])\S*$/.test(value);

/** A coupon as the back office writes it (spec 3 point 3, "Coupons"); one per code and language. */
export const couponBodySchema = z.strictObject({
  code: z
    .string()
    .check(
      z.minLength(1, 'required'),
      z.maxLength(40, 'too_long'),
      z.regex(/^[A-Za-z0-9_-]*$/, 'invalid_value'),
    ),
  language: z.enum(['es', 'ca', 'en'], 'invalid_value'),
  title: z.string().check(z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
  description: z.string().check(z.minLength(1, 'required'), z.maxLength(2000, 'too_long')),
  valid_until: z.nullable(z.string().check(z.refine(isDay, 'date_not_valid'))),
  active: z.boolean('invalid_value'),
  campaign_name: optionalText(200),
  /** The campaign's page: absolute. */
  url: z.nullable(
    z.string().check(z.maxLength(2000, 'too_long'), z.refine(isAbsoluteWebUrl, 'invalid_value')),
  ),
  /** The link that brings the code along: absolute, or a path of the portal. */
  code_url: z.nullable(
    z.string().check(
      z.maxLength(2000, 'too_long'),
      z.refine((value) => isAbsoluteWebUrl(value) || isPortalPath(value), 'invalid_value'),
    ),
  ),
});
export type CouponBody = z.infer<typeof couponBodySchema>;

export const couponIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'invalid_value')),
});

export const backofficeCouponSchema = z.object({
  ...couponSchema.shape,
  id: z.int().check(z.maximum(INTEGER_MAX)),
  language: z.string(),
  active: z.boolean(),
});
export type BackofficeCoupon = z.infer<typeof backofficeCouponSchema>;

/** The banner form: what the admin types and chooses (no image type for HTML). */
export type BannerForm = {
  code: string;
  type: 'html' | 'image';
  content: string;
  mime_type: string;
  translations: TypedTranslations<'content'>;
};
const bannerTranslationKeys = ['content'] as const;
export const bannerFormFields = [
  'code',
  'type',
  'content',
  'mime_type',
  ...translationFields(bannerTranslationKeys),
] as const;

export const bannerFormSchema = bodyFormSchema<
  BannerForm,
  typeof bannerBodySchema,
  (typeof bannerFormFields)[number]
>(
  z.object({
    code: z.string(),
    type: z.enum(['html', 'image']),
    content: z.string(),
    mime_type: z.string(),
    translations: typedTranslationsSchema(bannerTranslationKeys),
  }),
  bannerBodySchema,
  (values) => ({
    code: values.code.trim(),
    type: values.type,
    content: values.content,
    mime_type: values.type === 'html' || values.mime_type === '' ? null : values.mime_type,
    // An image has no texts: changing a banner to one drops those it had.
    translations: values.type === 'html' ? trimmedTranslations(values.translations) : {},
  }),
  (field) => bannerFormFields.find((name) => name === field),
);

/** The coupon form: texts, an empty one for an absent value. */
export type CouponForm = {
  code: string;
  language: string;
  title: string;
  description: string;
  valid_until: string;
  active: boolean;
  campaign_name: string;
  url: string;
  code_url: string;
};
export const couponFormFields = [
  'code',
  'language',
  'title',
  'description',
  'valid_until',
  'active',
  'campaign_name',
  'url',
  'code_url',
] as const;
type CouponField = (typeof couponFormFields)[number];
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export const couponFormSchema = bodyFormSchema<CouponForm, typeof couponBodySchema, CouponField>(
  z.object({
    code: z.string(),
    language: z.string(),
    title: z.string(),
    description: z.string(),
    valid_until: z.string(),
    active: z.boolean(),
    campaign_name: z.string(),
    url: z.string(),
    code_url: z.string(),
  }),
  couponBodySchema,
  (values) => ({
    code: values.code.trim(),
    language: values.language,
    title: values.title.trim(),
    description: values.description.trim(),
    valid_until: orNull(values.valid_until),
    active: values.active,
    campaign_name: orNull(values.campaign_name),
    url: orNull(values.url),
    code_url: orNull(values.code_url),
  }),
  (field) => couponFormFields.find((name) => name === field),
);

/** The block form: on a page (its id) or in a group (its name), its order and size as typed. */
export type DynamicElementForm = {
  name: string;
  place: 'page' | 'group';
  page_id: string;
  group_name: string;
  priority: string;
  block_height: string;
  block_width: string;
  html_block: string;
  translations: TypedTranslations<'html_block'>;
};
const elementTranslationKeys = ['html_block'] as const;
export const dynamicElementFormFields = [
  'name',
  'page_id',
  'group_name',
  'priority',
  'block_height',
  'block_width',
  'html_block',
  ...translationFields(elementTranslationKeys),
] as const;
type DynamicElementField = (typeof dynamicElementFormFields)[number];

export const dynamicElementFormSchema = formSchema<
  DynamicElementForm,
  DynamicElementBody,
  DynamicElementField
>(
  z.object({
    name: z.string(),
    place: z.enum(['page', 'group']),
    page_id: z.string(),
    group_name: z.string(),
    priority: z.string(),
    block_height: z.string(),
    block_width: z.string(),
    html_block: z.string(),
    translations: typedTranslationsSchema(elementTranslationKeys),
  }),
  (values) => {
    const priority = values.priority.trim() === '' ? 0 : Number(values.priority);
    const issues: FormIssue<DynamicElementField>[] = [];
    if (!Number.isInteger(priority)) issues.push(['priority', 'invalid_value']);
    if (values.place === 'page' && values.page_id === '') issues.push(['page_id', 'required']);
    if (values.place === 'group' && values.group_name.trim() === '') {
      issues.push(['group_name', 'required']);
    }
    const parsed = dynamicElementBodySchema.safeParse({
      name: values.name.trim(),
      group_name: values.place === 'group' ? values.group_name.trim() : null,
      html_block: values.html_block,
      page_id: values.place === 'page' && values.page_id !== '' ? Number(values.page_id) : null,
      priority: Number.isInteger(priority) ? priority : 0,
      block_height: orNull(values.block_height),
      block_width: orNull(values.block_width),
      translations: trimmedTranslations(values.translations),
    });
    if (!parsed.success) {
      issues.push(
        ...bodyIssuesOnFields<DynamicElementField>(parsed.error.issues, (field) =>
          dynamicElementFormFields.find((name) => name === field),
        ),
      );
    }
    return parsed.success && issues.length === 0 ? { body: parsed.data } : { issues };
  },
);

/** The dynamic page form: its address, its menu entry and the entry's texts by language. */
export type DynamicPageForm = {
  route_path: string;
  btn_title: string;
  btn_description: string;
  translations: TypedTranslations<'btn_title' | 'btn_description'>;
};
const pageTranslationKeys = ['btn_title', 'btn_description'] as const;
export const dynamicPageFormFields = [
  'route_path',
  'btn_title',
  'btn_description',
  ...translationFields(pageTranslationKeys),
] as const;

export const dynamicPageFormSchema = bodyFormSchema<
  DynamicPageForm,
  typeof dynamicPageBodySchema,
  (typeof dynamicPageFormFields)[number]
>(
  z.object({
    route_path: z.string(),
    btn_title: z.string(),
    btn_description: z.string(),
    translations: typedTranslationsSchema(pageTranslationKeys),
  }),
  dynamicPageBodySchema,
  (values): DynamicPageBody => ({
    route_path: values.route_path.trim(),
    btn_title: values.btn_title.trim(),
    btn_description: values.btn_description.trim(),
    translations: trimmedTranslations(values.translations),
  }),
  (field) => dynamicPageFormFields.find((name) => name === field),
);
