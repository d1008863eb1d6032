import { z } from 'zod';
import { ADMIN_ERRORS } from '../copy/admin';
import { DEPARTMENT_GROUPS } from './catalogue';
import { text } from './fields';
import { classifyTitle } from './list-title';
import { MARKDOWN_ROUNDINGS } from './markdown';
import { pesosField } from './money-input';
import { SIZE_CHARTS } from './product';
import { visibleText } from './text';

/** The rest of the shop in the back office: departments and settings. */

export const DEPARTMENT_NAME_MAX = 60;

/** A department as the owner sees it: its group, and how many products it holds. */
export const AdminDepartmentSchema = z.object({
  department_id: z.number().int(),
  name: z.string(),
  group: z.enum(DEPARTMENT_GROUPS as [string, ...string[]]),
  products: z.number().int(),
  /** A home tile or the footer links to it by id (contract/catalogue.ts LINKED_DEPARTMENT): it stays in its group. */
  linked: z.boolean(),
  /** The size guide its garments' pages offer (contract/product.ts SIZE_CHARTS), or none. */
  sizeChart: z.enum(SIZE_CHARTS).nullable().default(null),
});
export type AdminDepartment = z.infer<typeof AdminDepartmentSchema>;
export const AdminDepartmentListSchema = z.array(AdminDepartmentSchema);

/** POST /api/admin/departments and PUT /api/admin/departments/:id: a name and its group. */
export const DepartmentFormSchema = z.object({
  /** As it shows: invisible characters out (contract/text.ts); a name a list title reads otherwise is reserved. */
  name: text({ error: 'Escribe el nombre del departamento.' })
    .overwrite(visibleText)
    .trim()
    .min(2, { error: 'El nombre del departamento debe tener al menos 2 caracteres.' })
    .max(DEPARTMENT_NAME_MAX, {
      error: `El nombre del departamento admite como máximo ${DEPARTMENT_NAME_MAX} caracteres.`,
    })
    .refine((name) => classifyTitle(name).kind === 'department', { error: ADMIN_ERRORS.departmentNameReserved }),
  group: z.enum(DEPARTMENT_GROUPS as [string, ...string[]], { error: `El grupo es ${DEPARTMENT_GROUPS.join(' o ')}.` }),
  /** The size guide, or null for none. A client that does not send it leaves the department's as it is. */
  sizeChart: z.enum(SIZE_CHARTS, { error: ADMIN_ERRORS.sizeChartUnknown }).nullable().optional(),
});
export type DepartmentForm = z.input<typeof DepartmentFormSchema>;

/** The most a home delivery may cost: more is a typing mistake. */
export const SHIPPING_PRICE_MAX = 9_999.99;

/** GET and PUT /api/admin/settings. */
export const ShopSettingsSchema = z.object({
  /** Typed as the owner writes it ('$1,149.50') or a JSON number (contract/money-input.ts). */
  shipping_delivery_price: pesosField('El precio de envío', SHIPPING_PRICE_MAX),
  /** How mark-downs round (contract/markdown.ts); a form that does not send it keeps the shop's. */
  markdown_rounding: z.enum(MARKDOWN_ROUNDINGS, { error: ADMIN_ERRORS.markdownRoundingUnknown }).optional(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
/** The settings as the server answers them: every one set. */
export const ShopSettingsAnswerSchema = ShopSettingsSchema.required();
export type ShopSettingsAnswer = z.infer<typeof ShopSettingsAnswerSchema>;
