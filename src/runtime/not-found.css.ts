import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const centered = style({ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: vars.space.md, paddingBlock: vars.space.xl });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textSubtle, maxWidth: '52ch' });
export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });
