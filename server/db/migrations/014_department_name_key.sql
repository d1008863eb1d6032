-- A department is known by its key (contract/text.ts searchKey: lower-case, accent-free, without
-- invisible characters): 'Sueteres' beside 'Suéteres' would be two departments one address
-- cannot tell apart. The key is unique; the back office takes a lock before it checks a name.

-- Invisible characters (zero-width, bidi controls, soft hyphen, BOM, ...) leave the names and keys.
UPDATE department SET
  name = regexp_replace(name, '[\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]', '', 'g'),
  name_key = regexp_replace(name_key, '[\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]', '', 'g')
WHERE name ~ '[\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]';

-- Departments made before this rule whose keys collide: the oldest keeps its name, the later
-- ones take their number after it ('Sueteres (15)'), for the owner to rename or empty.
UPDATE department d SET name = d.name || ' (' || d.department_id || ')', name_key = d.name_key || ' (' || d.department_id || ')'
WHERE EXISTS (SELECT 1 FROM department o WHERE o.name_key = d.name_key AND o.department_id < d.department_id);

-- (department_name_key is the name column's own UNIQUE, from migration 001)
CREATE UNIQUE INDEX department_key_unique ON department (name_key);
