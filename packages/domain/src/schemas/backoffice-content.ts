import * as z from 'zod/mini';
import { parseTransportDate } from '../format/dates';
import { type FormIssue, bodyFormSchema, bodyIssuesOnFields, formSchema } from './form';
import { INTEGER_MAX } from './limits';
import {
  couponSchema,
  dynamicElementBodySchema,
  dynamicElementSchema,
  dynamicRouteSchema,
} from './settings';

type DynamicElementBody = z.infer<typeof dynamicElementBodySchema>;

/*
 * The back office's content calls (issue 27 point 2): the dynamic pages and their blocks, the
 * banners (spec 1 point 3, "Banner") and the coupons (spec 3 point 3, "Coupons") as an admin lists,
 * adds, changes and removes them. The customers' calls serve them as before.
 */

/** Every dynamic page and every block, of a page or of a group (the login screen's). */
export const backofficeDynamicContentSchema = z.object({
  pages: z.array(dynamicRouteSchema),
  elements: z.array(dynamicElementSchema),
});
export type BackofficeDynamicContent = z.infer<typeof backofficeDynamicContentSchema>;

/** The largest HTML a banner or block holds: as a block's (settings.ts). */
export const CONTENT_HTML_MAX = 100_000;
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
  })
  .check(
    z.superRefine((banner, context) => {
      const fail = (path: 'content' | 'mime_type', message: string) =>
        context.issues.push({ code: 'custom', path: [path], message, input: banner[path] });
      if (banner.type === 'html') {
        if (banner.content.length > CONTENT_HTML_MAX) fail('content', 'too_long');
        if (banner.mime_type !== null) fail('mime_type', 'invalid_value');
        return;
      }
      if (banner.mime_type === null) fail('mime_type', 'required');
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
};
type BannerField = keyof BannerForm;

export const bannerFormSchema = bodyFormSchema<BannerForm, typeof bannerBodySchema, BannerField>(
  z.object({
    code: z.string(),
    type: z.enum(['html', 'image']),
    content: z.string(),
    mime_type: z.string(),
  }),
  bannerBodySchema,
  (values) => ({
    code: values.code.trim(),
    type: values.type,
    content: values.content,
    mime_type: values.type === 'html' || values.mime_type === '' ? null : values.mime_type,
  }),
  (field) => (['code', 'type', 'content', 'mime_type'] as const).find((name) => name === field),
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
type CouponField = keyof CouponForm;
const couponFields: readonly CouponField[] = [
  'code',
  'language',
  'title',
  'description',
  'valid_until',
  'active',
  'campaign_name',
  'url',
  'code_url',
];
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
  (field) => couponFields.find((name) => name === field),
);

/** The block form: on a page (its id) or in a group (its name), its order as typed. */
export type DynamicElementForm = {
  name: string;
  place: 'page' | 'group';
  page_id: string;
  group_name: string;
  priority: string;
  html_block: string;
};
type DynamicElementField = keyof DynamicElementForm;

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
    html_block: z.string(),
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
    });
    if (!parsed.success) {
      issues.push(
        ...bodyIssuesOnFields<DynamicElementField>(parsed.error.issues, (field) =>
          (['name', 'group_name', 'html_block', 'page_id', 'priority'] as const).find(
            (name) => name === field,
          ),
        ),
      );
    }
    return parsed.success && issues.length === 0 ? { body: parsed.data } : { issues };
  },
);
