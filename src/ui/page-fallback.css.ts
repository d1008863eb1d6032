import { style } from '@vanilla-extract/css';

export const fallbackBlock = style({ height: '60vh' });
