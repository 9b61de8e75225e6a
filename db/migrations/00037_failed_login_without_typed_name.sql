-- A failed back-office login is audited by why it failed, the client and the account the name
-- matched (the row's target), never by the name as typed: that is often a password typed into
-- the wrong field (docs/decisions/069). The rows written before keep everything but that name.
UPDATE admin_activity_log
   SET details = details - 'username'
 WHERE action = 'admin.login_failed' AND details ? 'username';
