import { S } from '../../../copy/storefront';
import { paymentMarks } from '../../styles/theme.css';

/** The payment-methods image, drawn inline so it costs no request. */
export function PaymentMethods() {
  let x = 0;
  const total = paymentMarks.reduce((s, b) => s + b.width + 6, -6);
  return (
    <svg role="img" aria-label={S.footer.paymentMethodsList} width={total} height={26} viewBox={`0 0 ${total} 26`}>
      <title>{S.footer.paymentMethodsList}</title>
      {paymentMarks.map((b) => {
        const at = x;
        x += b.width + 6;
        return (
          <g key={b.label} transform={`translate(${at} 0)`}>
            <rect width={b.width} height={26} rx={4} fill={b.fill} />
            <text
              x={b.width / 2}
              y={17}
              textAnchor="middle"
              fontSize={11}
              fontWeight={800}
              fontFamily="system-ui, sans-serif"
              fill={b.text}
            >
              {b.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
