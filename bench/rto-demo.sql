-- Demo data for looking at the admin RTO report (/admin/analytics/rto) on a dev database:
-- 120 orders shipped over the last 30 days across states, pincodes, payment methods and
-- couriers; some delivered, some returned to origin, freight recorded on about half the parcels.
-- psql "$DATABASE_URL" -f bench/rto-demo.sql   (never on a shop's real database)
with places(i, state, city, pincode) as (
  values (0, 'Karnataka', 'Bengaluru', '560038'), (1, 'Karnataka', 'Mysuru', '570001'),
         (2, 'Tamil Nadu', 'Chennai', '600001'), (3, 'Maharashtra', 'Mumbai', '400001'),
         (4, 'Uttar Pradesh', 'Lucknow', '226001'), (5, 'Bihar', 'Patna', '800001'),
         (6, 'Assam', 'Guwahati', '781001'), (7, 'Delhi', 'New Delhi', '110001'),
         (8, 'Rajasthan', 'Jaipur', '302001'), (9, 'West Bengal', 'Kolkata', '700001')
), made as (
  insert into orders_order (order_number, status, payment_method, payment_status, warehouse,
    customer_name, customer_email, shipping_address, subtotal_paise, total_paise,
    created_at, updated_at, shipped_at, delivered_at)
  select 'PW-RTO-' || lpad(g::text, 4, '0'),
         case when g % 4 = 0 or (g % 7 = 0 and g % 2 = 1) then 'returned_to_origin'
              when g % 5 = 0 then 'shipped' else 'delivered' end,
         case when g % 3 = 0 then 'upi' when g % 5 = 1 then 'card' else 'cod' end,
         case when g % 4 = 0 then 'pending' else 'paid' end,
         'South Bengaluru', 'Demo Buyer ' || g, 'demo' || g || '@example.com',
         jsonb_build_object('name', 'Demo Buyer ' || g, 'email', 'demo' || g || '@example.com',
           'phone', '9845012345', 'address', '12 MG Road', 'city', p.city, 'state', p.state,
           'pincode', p.pincode),
         149900, 149900,
         now() - make_interval(days => g % 29, hours => 30),
         now() - make_interval(days => g % 29),
         now() - make_interval(days => g % 29, hours => 6),
         case when g % 4 <> 0 and g % 5 <> 0 then now() - make_interval(days => g % 29) end
    from generate_series(1, 120) g
    join places p on p.i = (g * 7) % 10
  returning id, order_number
)
insert into shipping_shipment (order_id, carrier, courier, status, freight_paise)
select m.id, 'manual',
       (array['Delhivery', 'DTDC', 'Blue Dart', 'India Post', 'Ekart'])[1 + (n % 5)],
       'created',
       case when n % 2 = 0 then 6500 + (n % 4) * 1500 end
  from (select id, substr(order_number, 8)::int as n from made) m;
