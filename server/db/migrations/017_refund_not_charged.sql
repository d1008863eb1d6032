-- A cancelled order paid on the test checkout took no money, so nothing is refunded: its refund
-- status says so ('notCharged', shown as 'Pago de prueba: sin reembolso') instead of 'refunded'
-- with no refund id.
ALTER TABLE bill DROP CONSTRAINT bill_refund_status_check;
ALTER TABLE bill ADD CONSTRAINT bill_refund_status_check CHECK (refund_status IN ('due', 'refunded', 'notCharged'));
UPDATE bill SET refund_status = 'notCharged' WHERE payment_provider = 'test' AND refund_status IS NOT NULL AND refund_id IS NULL;
