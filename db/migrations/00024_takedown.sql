-- Takedown requests (issue 14 item 6, DESIGN §8a): anyone whose photos are misused asks for their
-- removal without an account. A request is a report of type 'takedown' in the reports queue
-- (decision 030), with a 72-hour target instead of the other types' 24 hours (the queue computes
-- it from the type). It always carries an email (we answer) and her confirmation that she is the
-- person pictured or acts for her (subject_confirmed), which only takedowns ask for.
ALTER TABLE reports DROP CONSTRAINT reports_type_check;
ALTER TABLE reports
  ADD CONSTRAINT reports_type_check CHECK (type IN (
    'harassment', 'inappropriate', 'fake', 'scam', 'safety', 'technical', 'payment', 'other', 'takedown')),
  ADD COLUMN subject_confirmed boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT reports_takedown_answerable CHECK (
    type <> 'takedown' OR (subject_confirmed AND NOT anonymous AND email IS NOT NULL));
