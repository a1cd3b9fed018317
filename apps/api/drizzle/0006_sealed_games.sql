-- hand-written
-- What a game is sealed with when it starts (its draw, salt and commitment, its cards, rules and
-- stakes) never changes afterwards, and a game is never deleted: the commitment on the TV and in the
-- audit chain must keep describing the row. Its progress (released, paused, pace, the outcome) is
-- not sealed. The trigger fires only for an UPDATE that names a sealed column, so calls stay cheap.
CREATE FUNCTION games_sealed_at_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'DELETE on games is not allowed: a game stays on the record' USING ERRCODE = 'P0001';
  END IF;
  IF (NEW.id, NEW.cashier_id, NEW.shop_id, NEW.game_type, NEW.type_index, NEW.rate_percent, NEW.cards,
      NEW.bet_amount, NEW.total_amount, NEW.commission, NEW.prize, NEW.bonus_within_calls,
      NEW.bonus_offered, NEW.draw_order, NEW.salt, NEW.commitment, NEW.last_call_rule, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.cashier_id, OLD.shop_id, OLD.game_type, OLD.type_index, OLD.rate_percent, OLD.cards,
      OLD.bet_amount, OLD.total_amount, OLD.commission, OLD.prize, OLD.bonus_within_calls,
      OLD.bonus_offered, OLD.draw_order, OLD.salt, OLD.commitment, OLD.last_call_rule, OLD.created_at) THEN
    RAISE EXCEPTION 'UPDATE of a game''s sealed terms is not allowed: its draw, cards and stakes are fixed when it starts'
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER games_sealed_at_start BEFORE UPDATE OF id, cashier_id, shop_id, game_type, type_index,
  rate_percent, cards, bet_amount, total_amount, commission, prize, bonus_within_calls, bonus_offered,
  draw_order, salt, commitment, last_call_rule, created_at ON "games"
  FOR EACH ROW EXECUTE FUNCTION games_sealed_at_start();--> statement-breakpoint
CREATE TRIGGER games_never_deleted BEFORE DELETE ON "games"
  FOR EACH ROW EXECUTE FUNCTION games_sealed_at_start();--> statement-breakpoint
CREATE TRIGGER games_no_truncate BEFORE TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION bingo_refuse_change();
